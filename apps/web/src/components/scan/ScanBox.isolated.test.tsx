import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScanBox } from './ScanBox';
import { CAMERA_MESSAGES } from './CameraScanner';

/** The reader the camera panel loads: each test says what the camera "sees". */
const camera = vi.hoisted(() => ({
  seen: null as string | null,
  stop: vi.fn(),
  fail: null as Error | null,
}));
vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    async decodeFromConstraints(
      _constraints: MediaStreamConstraints,
      _video: HTMLVideoElement,
      callback: (result: { getText: () => string } | undefined) => void,
    ) {
      if (camera.fail) throw camera.fail;
      const seen = camera.seen;
      if (seen !== null) setTimeout(() => callback({ getText: () => seen }), 0);
      return { stop: camera.stop };
    }
  },
}));

const setup = () => userEvent.setup({ delay: null });

function secureCamera() {
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn() },
  });
}

beforeEach(() => {
  camera.seen = null;
  camera.fail = null;
  camera.stop.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('ScanBox', () => {
  it('hands over what a scanner types followed by Enter, trimmed, and empties the box for the next scan', async () => {
    const onScan = vi.fn();
    const user = setup();
    render(<ScanBox label="Scan a code" onScan={onScan} />);
    const box = screen.getByRole('textbox', { name: 'Scan a code' });
    await user.click(box);
    await user.keyboard('  DOME21-123456 {Enter}');
    expect(onScan).toHaveBeenCalledWith('DOME21-123456');
    expect(box).toHaveValue('');
    // A second scan straight after the first, and a bin label with its commas.
    await user.keyboard('A,1,2,3{Enter}');
    expect(onScan).toHaveBeenLastCalledWith('A,1,2,3');
    // Enter on an empty box, or spaces only, hands over nothing.
    await user.keyboard('{Enter}   {Enter}');
    expect(onScan).toHaveBeenCalledTimes(2);
    // The Look up button does what Enter does, for a person typing.
    await user.type(box, 'SV-261125-ABC123');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onScan).toHaveBeenLastCalledWith('SV-261125-ABC123');
  });

  it('says why the camera cannot be used on an insecure page', async () => {
    vi.stubGlobal('isSecureContext', false);
    const user = setup();
    render(<ScanBox label="Scan a code" onScan={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Use camera' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.insecure);
    expect(screen.getByRole('button', { name: 'Stop camera' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says so when the browser has no camera access at all', async () => {
    vi.stubGlobal('isSecureContext', true);
    const user = setup();
    render(<ScanBox label="Scan a code" onScan={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Use camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.unsupported);
  });

  it('reads a QR code through the camera, hands it over and closes the camera', async () => {
    secureCamera();
    camera.seen = 'A,1,2,3';
    const onScan = vi.fn();
    const user = setup();
    render(<ScanBox label="Scan a code" onScan={onScan} />);
    await user.click(screen.getByRole('button', { name: 'Use camera' }));
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('A,1,2,3'));
    expect(camera.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText(/Camera picture/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use camera' })).toBeInTheDocument();
  });

  it('tells a refused camera, and stops the camera when closed', async () => {
    secureCamera();
    camera.fail = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const user = setup();
    const { unmount } = render(<ScanBox label="Scan a code" onScan={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Use camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.refused);
    unmount();

    camera.fail = null;
    render(<ScanBox label="Scan a code" onScan={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Use camera' }));
    expect(await screen.findByLabelText(/Camera picture/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(camera.stop).toHaveBeenCalled();
  });
});
