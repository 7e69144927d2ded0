import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { EditableList } from './list-editing';

interface Item {
  id: number;
  name: string;
}

/** A list page as the categories' and banners' are: rows with an edit button, a form that opens above them. */
function Page() {
  const query = useQuery({ queryKey: ['items'], queryFn: () => [] as Item[], initialData: [{ id: 1, name: 'Shoes' }] });
  return (
    <EditableList<Item>
      texts="categories"
      editorId="item-form"
      query={query}
      remove={{ mutate: vi.fn(), isPending: false }}
      nameOf={(item) => item.name}
      form={(item, onDone) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onDone();
          }}
        >
          <label>
            Name <input defaultValue={item?.name ?? ''} />
          </label>
          <button type="button" onClick={onDone}>
            Cancel
          </button>
          <button type="submit">Save</button>
        </form>
      )}
    >
      {(all, open) =>
        all.map((item) => (
          <button key={item.id} type="button" onClick={() => open.edit(item)}>
            Edit {item.name}
          </button>
        ))
      }
    </EditableList>
  );
}

/** Presses a button from the keyboard: focused, then clicked. */
function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

describe('a list edited in place, from the keyboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes into the new item’s form, and back to the add button the form replaced once it closes', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderInApp(<Page />);
    press('Add a category');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    press('Cancel');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a category' }));
  });

  it('goes into an edited item’s form, and back to its row’s edit button once it is saved', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderInApp(<Page />);
    press('Edit Shoes');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    press('Save');
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Shoes' }));
  });
});
