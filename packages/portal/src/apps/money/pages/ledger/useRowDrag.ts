import { useRef, type DragEvent } from 'react';

/**
 * Reordering by drag and drop: the rows belong to the DataTable, so the zone around it finds the row under the
 * pointer, marks the drop target and hands `move(from, to)` the two row indexes.
 */
export function useRowDrag(
  indexOf: (id: number) => number,
  move: (from: number, to: number) => void,
  /** Rows the table shows before the store's rows (the opening balance row). */
  leading = 0,
) {
  const zone = useRef<HTMLDivElement>(null);
  const dragged = useRef<number | null>(null);

  const onDragStart = (id: number, event: DragEvent<HTMLElement>) => {
    dragged.current = id;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(id));
    event.currentTarget.closest('[role="row"]')?.setAttribute('data-dragging', '');
  };
  const rowIndexAt = (event: DragEvent<HTMLElement>): number | null => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[role="row"][aria-rowindex]');
    const index = Number(element?.getAttribute('aria-rowindex'));
    return element && index >= 2 + leading ? index - 2 - leading : null;
  };
  const clearMarks = () => {
    zone.current?.querySelectorAll('[data-drop-target], [data-dragging]').forEach((element) => {
      element.removeAttribute('data-drop-target');
      element.removeAttribute('data-dragging');
    });
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (dragged.current === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const row = (event.target as HTMLElement).closest('[role="row"]');
    if (row && !row.hasAttribute('data-drop-target')) {
      zone.current
        ?.querySelectorAll('[data-drop-target]')
        .forEach((e) => e.removeAttribute('data-drop-target'));
      row.setAttribute('data-drop-target', '');
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const id = dragged.current;
    dragged.current = null;
    clearMarks();
    if (id === null) return;
    event.preventDefault();
    const to = rowIndexAt(event);
    const from = indexOf(id);
    if (to !== null && from >= 0 && to !== from) move(from, to);
  };

  return { zone, onDragStart, zoneProps: { onDragOver, onDrop, onDragEnd: clearMarks } };
}
