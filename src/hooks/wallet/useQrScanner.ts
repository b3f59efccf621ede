import { useCallback, useEffect, useRef, useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { createQrReader } from '../../services/payments/qrDecode';

/** How often a frame is looked at: often enough to feel instant, rare enough to leave a slow phone some CPU. */
const FRAME_EVERY_MS = 200;

const stopCamera = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The camera sheet of the send form: `start(onRead)` opens it on the back camera, reads frames until a QR code is
 * found, then closes it, stops the camera and hands the text to `onRead`. A refused permission or a browser without
 * a camera gets its Spanish message; closing stops the camera. Shaped like the kit's QrScannerSheet props.
 */
export function useQrScanner() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onReadRef = useRef<(text: string) => void>(undefined);

  useEffect(() => {
    if (!open || !hasCamera()) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scan = async (read: Awaited<ReturnType<typeof createQrReader>>, video: HTMLVideoElement) => {
      const text = await read({ source: video, width: video.videoWidth, height: video.videoHeight }).catch(() => null);
      if (stopped) return;
      if (text === null) return void (timer = setTimeout(() => void scan(read, video), FRAME_EVERY_MS));
      setOpen(false);
      onReadRef.current?.(text);
    };
    (async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const video = videoRef.current;
      // Closed while the permission prompt was up: the camera this answer just turned on goes off again at once.
      if (stopped || !video) return stopCamera(stream);
      video.srcObject = stream;
      await video.play();
      void scan(await createQrReader(), video);
    })().catch(() => {
      if (!stopped) setError(ledgerCopy('payRequest.cameraFailed'));
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (stream) stopCamera(stream);
    };
  }, [open]);

  return {
    open,
    error,
    videoRef,
    start: useCallback((onRead: (text: string) => void) => {
      onReadRef.current = onRead;
      setError(hasCamera() ? undefined : ledgerCopy('payRequest.noCamera'));
      setOpen(true);
    }, []),
    onClose: useCallback(() => setOpen(false), []),
  };
}
