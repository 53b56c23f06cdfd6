import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { commonViVN } from '@site/shared/i18n';
import { Button, Modal, TextField } from '@site/shared/ui';

function LoginDialog({ onClose = jest.fn() }: { onClose?: () => void }) {
  return (
    <Modal open onClose={onClose} title="Đăng nhập" footer={<Button>OK</Button>}>
      <p>intro</p>
      <TextField label="Tài khoản" />
      <TextField label="Mật khẩu" />
    </Modal>
  );
}

describe('SPEC §2 modals: dialog behaviour', () => {
  it('is a labelled modal dialog in a portal', () => {
    const { container } = render(<LoginDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Đăng nhập' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    render(<LoginDialog onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click, not on a click inside', () => {
    const onClose = jest.fn();
    render(<LoginDialog onClose={onClose} />);
    fireEvent.mouseDown(screen.getByText('intro'));
    fireEvent.click(screen.getByText('intro'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button', () => {
    const onClose = jest.fn();
    render(<LoginDialog onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: commonViVN.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('focuses the first field on open, and gives focus back on close', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>open</button>
          <Modal open={open} onClose={() => setOpen(false)} title="T">
            <TextField label="Tài khoản" />
          </Modal>
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByLabelText('Tài khoản')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('only the top dialog answers Escape', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <>
        <Modal open onClose={outer} title="outer" />
        <Modal open onClose={inner} title="inner" />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('renders nothing when closed and locks page scroll while open', () => {
    const { rerender } = render(<Modal open={false} onClose={jest.fn()} title="x" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Modal open onClose={jest.fn()} title="x" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Modal open={false} onClose={jest.fn()} title="x" />);
    expect(document.body.style.overflow).toBe('');
  });
});
