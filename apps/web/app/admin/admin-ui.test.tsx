import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './admin-ui';

/** A Delete button that opens the confirmation from state, as /dashboard/media/{id} does. */
function DeletePage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete こころ?"
        description="It cannot be undone."
        confirmLabel="Delete こころ"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

function openFromKeyboard() {
  const opener = screen.getByRole('button', { name: 'Delete' });
  opener.focus();
  fireEvent.click(opener);
  expect(screen.getByRole('dialog', { name: 'Delete こころ?' })).toBeTruthy();
  expect(document.activeElement).not.toBe(opener);
  return opener;
}

describe('the confirmation dialog', () => {
  afterEach(cleanup);

  it('gives focus back to the button that opened it on Escape', async () => {
    render(<DeletePage />);
    const opener = openFromKeyboard();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix moves focus on close in a timeout.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus back to the button that opened it on Cancel', async () => {
    render(<DeletePage />);
    const opener = openFromKeyboard();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix moves focus on close in a timeout.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
