import { useRef } from 'react';
import { Link } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Workbook } from '@/api/schemas';
import { DateTime } from '@/components/ui/date-time';
import { cx } from '@/lib/cx';
import { folderLabel, ownerLabel } from '../model/list-view';
import { workbookUrl } from '../model/urls';
import { CloneButton } from './clone-button';
import { PublishedCell } from './published-cell';
import { NameText } from '@/components/ui/name-text';
import { plainName } from '@/lib/names';

const ROW_HEIGHT = 48;

export interface WorkbookTableProps {
  deploymentId: string;
  items: Workbook[];
  shared: boolean;
  /** Whether the list carries the dashboard fields; without them there is no Dashboard column. */
  showPublished: boolean;
  label: string;
  onClone: (workbook: Workbook) => void;
  onOpenFolder: (folderId: number) => void;
}

/** Only the rows in view are in the DOM, so a page of hundreds of workbooks scrolls as lightly as a page of ten. */
export function WorkbookTable({ deploymentId, items, shared, showPublished, label, onClone, onOpenFolder }: WorkbookTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer hands out fresh measurements on every scroll, so this component is deliberately not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    getItemKey: (index) => items[index]?.id ?? index,
  });

  return (
    <div role="table" aria-label={label} aria-rowcount={items.length + 1} className="wb-table">
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={cx('wb-row wb-head', !showPublished && 'wb-row-short')}>
          <span role="columnheader">Name</span>
          <span role="columnheader">Owner</span>
          <span role="columnheader">Folder</span>
          <span role="columnheader">Updated</span>
          {showPublished ? <span role="columnheader">Dashboard</span> : null}
          <span role="columnheader">
            <span className="visually-hidden">Actions</span>
          </span>
        </div>
      </div>
      <div ref={scrollRef} role="rowgroup" className="wb-scroll">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const workbook = items[row.index];
            if (!workbook) return null;
            const isFolder = workbook.type === 'FOLDER';
            return (
              <div
                key={row.key}
                role="row"
                aria-rowindex={row.index + 2}
                className={cx('wb-row', !showPublished && 'wb-row-short')}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${row.start}px)`,
                }}
              >
                <span role="cell" className="wb-name">
                  {isFolder ? (
                    <button type="button" className="link-button" onClick={() => onOpenFolder(workbook.id)}>
                      <NameText value={workbook.name} /> <span className="muted">(folder)</span>
                    </button>
                  ) : workbook.type === 'REPORT' ? (
                    <span>
                      <NameText value={workbook.name} /> <span className="muted">(report)</span>
                    </span>
                  ) : (
                    <Link to={workbookUrl(deploymentId, workbook.id, shared)}>
                      <NameText value={workbook.name} />
                    </Link>
                  )}
                </span>
                <span role="cell">
                  <NameText value={ownerLabel(workbook)} />
                </span>
                <span role="cell">
                  <NameText value={folderLabel(workbook)} />
                </span>
                <span role="cell">
                  <DateTime value={workbook.updatedAt} relative />
                </span>
                {showPublished ? (
                  <span role="cell">{workbook.type === 'WORKBOOK' ? <PublishedCell workbook={workbook} /> : null}</span>
                ) : null}
                <span role="cell">
                  {workbook.type === 'WORKBOOK' ? (
                    <CloneButton
                      size="sm"
                      deploymentId={deploymentId}
                      workbook={workbook}
                      shared={shared}
                      label={`Clone ${plainName(workbook.name)}`}
                      reason="described"
                      onClone={() => onClone(workbook)}
                    />
                  ) : null}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
