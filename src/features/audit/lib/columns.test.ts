import { describe, expect, it } from 'vitest';
import { cell, humanizeColumnName, recogniseColumns } from './columns';

describe('recogniseColumns', () => {
  it('recognises the sandbox header and orders the table columns', () => {
    const columns = recogniseColumns(['timestamp', 'userEmail', 'eventName', 'deploymentName', 'ipAddress', 'attributes']);
    expect(columns.all.map((c) => c.label)).toEqual(['Time', 'User', 'Event', 'Deployment', 'IP address', 'Attributes']);
    expect(columns.byRole.deployment?.name).toBe('deploymentName');
  });

  it('recognises other spellings and keeps unknown columns in their own order', () => {
    const columns = recogniseColumns(['Region', 'Event Type', 'created_at', 'User E-mail', 'notes']);
    expect(columns.byRole.timestamp?.name).toBe('created_at');
    expect(columns.byRole.eventName?.name).toBe('Event Type');
    expect(columns.byRole.userEmail?.name).toBe('User E-mail');
    expect(columns.byRole.deployment).toBeUndefined();
    expect(columns.all.map((c) => c.label)).toEqual(['Time', 'User', 'Event', 'Region', 'Notes']);
  });

  it('prefers the better name when two columns could fill a role', () => {
    const columns = recogniseColumns(['type', 'eventName']);
    expect(columns.byRole.eventName?.name).toBe('eventName');
    expect(columns.all.map((c) => c.label)).toEqual(['Event', 'Type']);
  });

  it('reads a short row as empty cells', () => {
    const columns = recogniseColumns(['a', 'b']);
    expect(cell(['1'], columns.all[1])).toBe('');
  });
});

describe('humanizeColumnName', () => {
  it('turns identifiers into headings', () => {
    expect(humanizeColumnName('sourceRegion')).toBe('Source region');
    expect(humanizeColumnName('request_id')).toBe('Request id');
    expect(humanizeColumnName('  ')).toBe('(unnamed)');
  });
});
