import { act, fireEvent, render, screen } from '@testing-library/react';
import { LOADING_OVERLAY_CLOSE_DELAY_MS } from '@site/shared/constants';
import { commonViVN } from '@site/shared/i18n';
import { Button, ErrorState, LoadingOverlay, Skeleton, Spinner } from '@site/shared/ui';

describe('Button', () => {
  it('clicks, and while loading is busy, disabled and does not click', () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Gửi</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Gửi
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Gửi' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to type=button and takes variant, size and block', () => {
    render(
      <Button variant="danger" size="lg" block>
        Xóa
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Xóa' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).not.toHaveAttribute('size');
    expect(button).toHaveStyle({ width: '100%', height: '48px' });
  });
});

describe('SPEC §9 LoadingOverlay: 400 ms close delay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at once and closes 400 ms after visible turns false', () => {
    const { rerender } = render(<LoadingOverlay visible />);
    expect(screen.getByRole('status', { name: commonViVN.loading })).toBeInTheDocument();
    rerender(<LoadingOverlay visible={false} />);
    act(() => jest.advanceTimersByTime(LOADING_OVERLAY_CLOSE_DELAY_MS - 1));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('stays up when visible again within the delay', () => {
    const { rerender } = render(<LoadingOverlay visible />);
    rerender(<LoadingOverlay visible={false} />);
    act(() => jest.advanceTimersByTime(200));
    rerender(<LoadingOverlay visible />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
  });

  it('renders nothing when never visible', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});

describe('ErrorState, Spinner, Skeleton', () => {
  it('ErrorState shows title, translated message and a retry', () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Không tải được" message="networkError" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được');
    expect(screen.getByText(commonViVN.networkError)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: commonViVN.retry }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('ErrorState has a default title and a custom retry label', () => {
    render(<ErrorState onRetry={jest.fn()} retryLabel="Tải lại" />);
    expect(screen.getByRole('heading')).toHaveTextContent(commonViVN.something_went_wrong);
    expect(screen.getByRole('button', { name: 'Tải lại' })).toBeInTheDocument();
  });

  it('Spinner is a status with a label, decorative without', () => {
    const { container } = render(
      <>
        <Spinner label="Đang tải" size={40} />
        <Spinner />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Đang tải' })).toBeInTheDocument();
    // What is hidden from assistive technology is exactly what no role query can reach.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  it('Skeleton is hidden from assistive tech', () => {
    render(<Skeleton width={120} height={20} />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
