import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { OtpCodeForm } from '../components/otp-code-form';

describe('authenticator code form', () => {
  it('takes a code typed in Arabic-Indic digits and hands it on in ASCII digits', async () => {
    const onCode = vi.fn(async () => undefined);
    await renderInApp(<OtpCodeForm submitLabel="Confirm" submitClass="" busy={false} onCode={onCode} />);
    fireEvent.input(screen.getByLabelText('6-digit code'), { target: { value: '٩٤٨٦٦٩' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('948669'));
  });

  it('refuses five digits without asking the server', async () => {
    const onCode = vi.fn(async () => undefined);
    await renderInApp(<OtpCodeForm submitLabel="Confirm" submitClass="" busy={false} onCode={onCode} />);
    fireEvent.input(screen.getByLabelText('6-digit code'), { target: { value: '٩٤٨٦٦' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const field = screen.getByLabelText('6-digit code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(onCode).not.toHaveBeenCalled();
  });
});
