import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';

export const CAMERA_MESSAGES = {
  insecure:
    'The camera only works on a secure connection (HTTPS, or localhost). Use a scanner or type the code instead.',
  unsupported: 'This browser cannot use a camera here. Use a scanner or type the code instead.',
  refused:
    'Camera access was refused. Allow the camera for this site in the browser, or use a scanner or type the code.',
  failed: 'The camera could not be started. Use a scanner or type the code instead.',
} as const;

/** Why the camera cannot be asked for, or null when it can. */
function cameraBlocked(): string | null {
  if (!window.isSecureContext) return CAMERA_MESSAGES.insecure;
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function')
    return CAMERA_MESSAGES.unsupported;
  return null;
}

type State = { kind: 'starting' } | { kind: 'running' } | { kind: 'failed'; message: string };

/**
 * The camera's picture, read for QR codes until one is found (the back camera of a phone).
 * The reader (@zxing/browser) is loaded only when a camera is asked for, so it is not part
 * of any page's first download.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  const [state, setState] = useState<State>(() => {
    const blocked = cameraBlocked();
    return blocked ? { kind: 'failed', message: blocked } : { kind: 'starting' };
  });
  const blocked = state.kind === 'failed';

  useEffect(() => {
    if (blocked) return;
    let done = false;
    let controls: { stop: () => void } | undefined;
    const finish = () => {
      done = true;
      controls?.stop();
    };
    import('@zxing/browser')
      .then(async ({ BrowserQRCodeReader }) => {
        if (done || !video.current) return;
        const reader = new BrowserQRCodeReader();
        controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current,
          (result) => {
            if (!result || done) return;
            finish();
            latest.current(result.getText());
          },
        );
        if (done) controls.stop();
        else setState({ kind: 'running' });
      })
      .catch((error: unknown) => {
        if (done) return;
        const name = error instanceof Error ? error.name : '';
        setState({
          kind: 'failed',
          message: name === 'NotAllowedError' ? CAMERA_MESSAGES.refused : CAMERA_MESSAGES.failed,
        });
      });
    return finish;
    // Started once per opening; a refusal stays shown until the camera is asked for again.
  }, [blocked]);

  if (state.kind === 'failed')
    return (
      <Alert variant="warning" className="mt-2 mb-0" role="alert">
        <i className="bi bi-camera-video-off me-2" aria-hidden="true" />
        {state.message}
      </Alert>
    );
  return (
    <div className="mt-2">
      {state.kind === 'starting' && (
        <p className="mb-1 small" role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Starting the camera...
        </p>
      )}
      <video
        ref={video}
        className="scan-camera rounded border w-100 bg-dark"
        style={{ maxWidth: 480, maxHeight: '50vh', objectFit: 'cover' }}
        muted
        playsInline
        aria-label="Camera picture: hold a QR code in front of it"
      />
    </div>
  );
}
