import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { commonViVN } from '@site/shared/i18n';
import { PasswordField, TextField } from '@site/shared/ui';

describe('SPEC §5 TextField: character count against maxLength', () => {
  it('shows "0/12" and counts as the user types (uncontrolled)', async () => {
    const user = userEvent.setup();
    render(<TextField label="Tài khoản" maxLength={12} />);
    expect(screen.getByText('0/12')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tài khoản'), 'abc');
    expect(screen.getByText('3/12')).toBeInTheDocument();
  });

  it('counts a controlled value and stops at maxLength', async () => {
    function Controlled() {
      const [value, setValue] = useState('hello');
      return <TextField label="Tên" maxLength={6} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByText('5/6')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tên'), 'xyz');
    expect(screen.getByText('6/6')).toBeInTheDocument();
    expect(screen.getByLabelText('Tên')).toHaveValue('hellox');
  });

  it('has no count without maxLength, or with showCount false', () => {
    render(
      <>
        <TextField label="a" />
        <TextField label="b" maxLength={5} showCount={false} />
      </>,
    );
    expect(screen.queryByText(/\/\d+$/)).not.toBeInTheDocument();
  });
});

describe('SPEC §5 TextField: accessible errors', () => {
  it('links label, error and count; translates an error key; sets aria-invalid', () => {
    render(<TextField label="Tài khoản" maxLength={12} error="ph_account_name" />);
    const input = screen.getByLabelText('Tài khoản');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(commonViVN.ph_account_name));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('0/12 ký tự'));
    expect(screen.getByRole('alert')).toHaveTextContent(commonViVN.ph_account_name);
  });

  it('is valid without an error and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="x" hint="gợi ý" />);
    expect(ref.current).toBe(screen.getByLabelText('x'));
    expect(ref.current).not.toHaveAttribute('aria-invalid');
    expect(ref.current).toHaveAccessibleDescription('gợi ý');
  });

  it('renders an adornment on the right', () => {
    render(<TextField label="captcha" adornment={<img alt="captcha code" src="data:," />} />);
    expect(screen.getByAltText('captcha code')).toBeInTheDocument();
  });
});

describe('PasswordField: show/hide', () => {
  it('toggles the input type with an accessible button', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Mật khẩu" />);
    const input = screen.getByLabelText('Mật khẩu');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: commonViVN.show_password }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: commonViVN.hide_password })).toHaveAttribute('aria-pressed', 'true');
  });
});
