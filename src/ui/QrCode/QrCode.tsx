import { useEffect, useMemo, useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Spinner } from '../Spinner';
import { modulesPath, QUIET_ZONE } from './modulesPath';
import styles from './QrCode.module.css';

type QrLibrary = typeof import('qrcode');

/** qrcode once loaded: it is fetched the first time a code is shown (its own chunk, not the screen's). */
let loaded: QrLibrary | undefined;

function useQrLibrary() {
  const [library, setLibrary] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (library) return;
    let live = true;
    import('qrcode').then(
      (module) => {
        loaded = module;
        if (live) setLibrary(module);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [library]);
  return { library, failed };
}

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes. */
  text: string;
  /** Its accessible name: what scanning it gives, in words. */
  label: string;
}

/**
 * A QR code drawn on the page from qrcode's module matrix (error correction M), as one React-built SVG path: no
 * network, no markup injected (the CSP allows no inline HTML). Dark on white with a 4-module quiet zone whatever
 * the theme, since phone cameras read dark-on-light codes best.
 */
export function QrCode({ text, label }: QrCodeProps) {
  const { library, failed } = useQrLibrary();
  const symbol = useMemo(() => {
    if (!library) return null;
    const { modules } = library.create(text, { errorCorrectionLevel: 'M' });
    return { side: modules.size + 2 * QUIET_ZONE, path: modulesPath(modules) };
  }, [library, text]);

  if (!symbol) {
    return (
      <div className={styles.placeholder}>
        {failed ? (
          <p className={styles.failed}>{ledgerCopy('receive.qrFailed')}</p>
        ) : (
          <Spinner label={ledgerCopy('receive.qrLoading')} />
        )}
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      className={styles.code}
      viewBox={`0 0 ${symbol.side} ${symbol.side}`}
      shapeRendering="crispEdges"
    >
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
