import { useEffect, useState } from 'react';

/**
 * False until the frame after the component's first render has been drawn, then true: what a screen puts behind it
 * is drawn a frame later, so its first frame (e.g. /home's right after a sign-in) costs only what is shown at once.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's style, layout and paint; a task queued from it runs after them.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
}
