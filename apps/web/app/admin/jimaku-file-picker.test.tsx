import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { JimakuFilePicker } from './jimaku-file-picker';
import { chosenFiles, noFilters, rowsOf, type FileFilters } from './jimaku-files';

const FILES = ['Show.S01E02.srt', 'Show.S01E01.srt', 'Show.S01E01.zh.ass', 'Show.S01E10.srt'].map(
  (name, index) => ({
    name,
    url: `https://jimaku.cc/d/${index}`,
    size: 2048 * (index + 1),
    lastModified: null,
  }),
);

let sent: string[] = [];
function Picker() {
  const [rows, setRows] = useState(() => rowsOf(FILES));
  const [filters, setFilters] = useState<FileFilters>(noFilters);
  sent = chosenFiles(rows, filters).map((file) => file.name);
  return <JimakuFilePicker rows={rows} onRows={setRows} filters={filters} onFilters={setFilters} />;
}

const list = () => screen.getByRole('list', { name: 'Files in episode order' });
const shownNames = () =>
  within(list())
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label')?.replace(/^Pick /, ''));

describe('<JimakuFilePicker>', () => {
  afterEach(cleanup);

  it('shows every file with its size, all picked', () => {
    render(<Picker />);
    expect(shownNames()).toEqual(FILES.map((file) => file.name));
    expect(within(list()).getByText('2.0 KB')).toBeTruthy();
    expect(within(list()).getByText('8.0 KB')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 of 4 files chosen');
    expect(within(list()).getAllByText('not Japanese?')).toHaveLength(1);
  });

  it('filters by suffix and "Japanese only", and sends only what is shown and picked', () => {
    render(<Picker />);
    fireEvent.click(screen.getByLabelText(/Japanese only/));
    expect(shownNames()).not.toContain('Show.S01E01.zh.ass');
    fireEvent.change(screen.getByLabelText('Name ends with'), { target: { value: '.SRT' } });
    fireEvent.click(screen.getByLabelText('Pick Show.S01E10.srt'));
    expect(sent).toEqual(['Show.S01E02.srt', 'Show.S01E01.srt']);
    expect(screen.getByRole('status').textContent).toBe(
      '2 of 4 files chosen (1 hidden by the filters)',
    );
  });

  it('names a broken regex and keeps the list', () => {
    render(<Picker />);
    const regex = screen.getByLabelText('Name matches (regular expression)');
    fireEvent.change(regex, { target: { value: 'E0(' } });
    expect(regex.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Not a valid expression/)).toBeTruthy();
    expect(shownNames()).toHaveLength(4);
    fireEvent.change(regex, { target: { value: 'E0\\d\\.srt$' } });
    expect(shownNames()).toEqual(['Show.S01E02.srt', 'Show.S01E01.srt']);
    fireEvent.change(regex, { target: { value: 'nothing' } });
    expect(screen.getByText('No file matches the filters.')).toBeTruthy();
  });

  it('orders by keyboard and by "Sort by name"; the order is what is sent', () => {
    render(<Picker />);
    fireEvent.keyDown(screen.getByLabelText('Reorder Show.S01E01.srt (drag, or Alt+Arrow keys)'), {
      key: 'ArrowUp',
      altKey: true,
    });
    expect(sent.slice(0, 2)).toEqual(['Show.S01E01.srt', 'Show.S01E02.srt']);
    expect(screen.getByText('Show.S01E01.srt moved to position 1 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Show.S01E10.srt up' }));
    expect(sent).toEqual([
      'Show.S01E01.srt',
      'Show.S01E02.srt',
      'Show.S01E10.srt',
      'Show.S01E01.zh.ass',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by name' }));
    expect(sent).toEqual([
      'Show.S01E01.srt',
      'Show.S01E01.zh.ass',
      'Show.S01E02.srt',
      'Show.S01E10.srt',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Pick none' }));
    expect(sent).toEqual([]);
  });

  it('moves by drag and drop inside the filtered view; the hidden track stays after the file it followed', () => {
    render(<Picker />);
    fireEvent.click(screen.getByLabelText(/Japanese only/));
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(
      screen.getByLabelText('Reorder Show.S01E10.srt (drag, or Alt+Arrow keys)'),
      {
        dataTransfer,
      },
    );
    const rows = within(list()).getAllByRole('listitem');
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(shownNames()).toEqual(['Show.S01E10.srt', 'Show.S01E02.srt', 'Show.S01E01.srt']);
    fireEvent.click(screen.getByLabelText(/Japanese only/));
    expect(shownNames()).toEqual([
      'Show.S01E10.srt',
      'Show.S01E02.srt',
      'Show.S01E01.srt',
      'Show.S01E01.zh.ass',
    ]);
  });
});
