import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { moveItem } from './list-order';
import { SortableRows } from './sortable-rows';

function Volumes({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <SortableRows
      label="Volumes"
      items={items}
      keyOf={(item) => item}
      nameOf={(item) => item}
      onMove={(from, to) => setItems(moveItem(items, from, to))}
      renderRow={(item) => <span>{item}</span>}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Volumes' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span.min-w-0, div.min-w-0')?.textContent);

describe('<SortableRows>', () => {
  afterEach(cleanup);

  it('moves a row with Alt+Arrow keys on its handle and announces the new place', () => {
    render(<Volumes initial={['上', '中', '下']} />);
    const handle = screen.getByRole('button', { name: /Reorder 下/ });
    fireEvent.keyDown(handle, { key: 'ArrowUp', altKey: true });
    expect(order()).toEqual(['上', '下', '中']);
    expect(screen.getByText('下 moved to position 2 of 3')).toBeTruthy();
    // Without Alt the arrow keys do nothing (they scroll the page as usual).
    fireEvent.keyDown(screen.getByRole('button', { name: /Reorder 下/ }), { key: 'ArrowUp' });
    expect(order()).toEqual(['上', '下', '中']);
  });

  it('moves rows with the Move buttons, which are disabled at the ends', () => {
    render(<Volumes initial={['上', '下']} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move 上 up' }).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move 上 down' }));
    expect(order()).toEqual(['下', '上']);
  });

  it('moves a row dropped on another by drag and drop', () => {
    render(<Volumes initial={['一', '二', '三']} />);
    const rows = screen.getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(screen.getByRole('button', { name: /Reorder 三/ }), { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(order()).toEqual(['三', '一', '二']);
  });
});
