import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { ImageList } from '../components/image-list';

describe("a product's image list", () => {
  it('adds a path once: the same image again is not added and the member is told why', async () => {
    const onChange = vi.fn();
    await renderInApp(<ImageList value={['products/shoe-black.svg']} onChange={onChange} errors={{}} />);
    const path = screen.getByLabelText('Image path');
    fireEvent.change(path, { target: { value: 'products/shoe-black.svg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add path' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'This image is already among the product’s images, so it was not added again.',
    );
    fireEvent.change(path, { target: { value: 'products/shoe-red.svg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add path' }));
    expect(onChange).toHaveBeenCalledWith(['products/shoe-black.svg', 'products/shoe-red.svg']);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
