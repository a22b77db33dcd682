// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectedPlacement, folderAccessOf } from './placement';

describe('expectedPlacement', () => {
  const inFinance = { sourceFolderId: 5, sourceFolderName: 'Finance', shared: false };
  it('names the folder when the key can edit it, the root when it can only read it, and the service otherwise', () => {
    const edit = expectedPlacement({ ...inFinance, access: 'edit' });
    expect(edit.target).toBe('same-folder');
    expect(edit.text).toContain('In “Finance”');
    const read = expectedPlacement({ ...inFinance, access: 'read' });
    expect(read.target).toBe('root');
    expect(read.text).toContain('only read “Finance”');
    expect(expectedPlacement({ ...inFinance, access: 'unknown' }).text).toMatch(/The service decides/);
  });
  it('puts shared-workspace clones and root sources at the root', () => {
    expect(expectedPlacement({ ...inFinance, shared: true, access: 'edit' }).target).toBe('root');
    expect(expectedPlacement({ sourceFolderId: null, sourceFolderName: null, shared: false, access: 'unknown' }).target).toBe(
      'root',
    );
  });
});

describe('folderAccessOf', () => {
  it('reads the common access fields and says unknown otherwise', () => {
    expect(folderAccessOf({ id: 1, name: 'F', access: 'edit' })).toBe('edit');
    expect(folderAccessOf({ id: 1, name: 'F', canEdit: false })).toBe('read');
    expect(folderAccessOf({ id: 1, name: 'F', permissions: ['read'] })).toBe('read');
    expect(folderAccessOf({ id: 1, name: 'F' })).toBe('unknown');
  });
});
