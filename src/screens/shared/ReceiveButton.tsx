import { useState } from 'react';
import { useReceive } from '../../hooks/receive';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { ReceiveSheet } from '../../ui/ReceiveSheet';

/** The open sheet; mounted only while open, so every opening starts from the bare address. */
function OpenReceiveSheet({ address, onClose }: { address: string; onClose: () => void }) {
  const receive = useReceive(address);
  return <ReceiveSheet open onClose={onClose} address={address} {...receive} />;
}

/** 'Recibir' and the receive sheet it opens (on /wallet and on the /home address panel). */
export function ReceiveButton({ address }: { address: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" icon="qr" fullWidth onClick={() => setOpen(true)}>
        {ledgerCopy('receive.open')}
      </Button>
      {open && <OpenReceiveSheet address={address} onClose={() => setOpen(false)} />}
    </>
  );
}
