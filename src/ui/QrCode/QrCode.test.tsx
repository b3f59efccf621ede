import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { QrCode } from './QrCode';

const URI = 'algorand://TMTAD6N22HCS2LKH7677L2KFLT3PAQWY6M4JFQFXQS32ECBFC23F57RYX4';

// In this order: once qrcode has loaded, QrCode keeps it and never imports it again.
it('says so when qrcode cannot be loaded (offline, a chunk gone after an update)', async () => {
  vi.doMock('qrcode', () => {
    throw new Error('offline');
  });
  render(<QrCode text={URI} label={es.receive.qrAddress} />);
  expect(await screen.findByText(es.receive.qrFailed)).toBeVisible();
  expect(screen.queryByRole('img')).toBeNull();
  vi.doUnmock('qrcode');
});

it('says it is generating the code, then shows it as one named image of one path', async () => {
  render(<QrCode text={URI} label={es.receive.qrAddress} />);
  expect(screen.getByRole('status')).toHaveTextContent(es.receive.qrLoading);
  const code = await screen.findByRole('img', { name: es.receive.qrAddress });
  expect(code.querySelectorAll('path')).toHaveLength(1);
  // Version 4 at level M (33 modules; qrcode packs the upper-case address in alphanumeric mode), plus the
  // 4-module quiet zone on each side.
  expect(code).toHaveAttribute('viewBox', '0 0 41 41');
});
