import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ImagePicker } from './image-picker';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ImagePicker', () => {
  it('uploads the chosen file as multipart and hands the stored path on', async () => {
    const fetchMock = vi.fn(async () =>
      answer(201, { path: 'uploads/0123456789abcdef0123456789abcdef.webp', width: 1280, height: 720 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    await renderInApp(<ImagePicker label="Banner picture" value={null} onChange={onChange} />);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'banner.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [file] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('uploads/0123456789abcdef0123456789abcdef.webp'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/uploads');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBe(file);
    // the browser writes the multipart boundary itself
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it("shows the server's refusal under the field and keeps the value", async () => {
    const message = 'This file is not an accepted image: upload a JPEG, PNG, WebP or AVIF picture.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(422, { message, errors: { file: [message] } })),
    );
    const onChange = vi.fn();
    await renderInApp(<ImagePicker label="Category picture" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('Choose a picture');
    fireEvent.change(input, { target: { files: [new File(['name,price'], 'list.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<ImagePicker label="Category picture" value={null} onChange={vi.fn()} />);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The picture is larger than 10 MB; choose a smaller one.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
