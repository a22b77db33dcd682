import type Database from 'better-sqlite3';

/**
 * Version-numbered migrations. `PRAGMA user_version` records the last one applied,
 * so a file database opened by a newer sandbox is upgraded in place.
 */
const migrations: readonly string[] = [
  // 1: the whole initial schema.
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    first_name TEXT,
    picture TEXT
  );

  CREATE TABLE deployments (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    deployment_url TEXT NOT NULL,
    creation_step TEXT NOT NULL DEFAULT 'ready',
    workbook_limit INTEGER,
    settings TEXT NOT NULL -- JSON: the full settings record minus id/name/url
  );

  CREATE TABLE versions (
    id INTEGER PRIMARY KEY,
    channel TEXT NOT NULL,
    version TEXT NOT NULL,
    released_at TEXT NOT NULL,
    UNIQUE (channel, version)
  );

  CREATE TABLE api_keys (
    id INTEGER PRIMARY KEY,
    persona TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    role TEXT NOT NULL,
    permissions TEXT NOT NULL,         -- JSON array
    scope TEXT,                        -- JSON array of deployment ids; NULL = every deployment
    creator_mode INTEGER NOT NULL DEFAULT 0,
    expires_at TEXT
  );

  CREATE TABLE branches (
    id INTEGER PRIMARY KEY,
    deployment_id INTEGER NOT NULL REFERENCES deployments(id),
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('production','shared','personal')),
    parent_branch TEXT NOT NULL,
    last_hash TEXT NOT NULL,
    owner_user_id INTEGER REFERENCES users(id),
    staging_enabled INTEGER NOT NULL DEFAULT 0,
    UNIQUE (deployment_id, name)
  );

  CREATE TABLE folders (
    id INTEGER PRIMARY KEY,
    deployment_id INTEGER NOT NULL REFERENCES deployments(id),
    parent_id INTEGER REFERENCES folders(id),
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE folder_access (
    folder_id INTEGER NOT NULL REFERENCES folders(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    access TEXT NOT NULL CHECK (access IN ('read','edit')),
    PRIMARY KEY (folder_id, user_id)
  );

  CREATE TABLE workbooks (
    id INTEGER PRIMARY KEY,
    deployment_id INTEGER NOT NULL REFERENCES deployments(id),
    workspace TEXT NOT NULL CHECK (workspace IN ('own','shared')),
    name TEXT NOT NULL,
    folder_id INTEGER REFERENCES folders(id),
    user_id INTEGER REFERENCES users(id),
    created_by INTEGER REFERENCES users(id),
    slug TEXT,
    meta TEXT NOT NULL,
    calculated_fields TEXT NOT NULL,
    dashboard_draft TEXT,              -- JSON DashboardConfig
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX workbooks_by_deployment ON workbooks(deployment_id, workspace, id);

  CREATE TABLE reports (
    id INTEGER PRIMARY KEY,
    deployment_id INTEGER NOT NULL REFERENCES deployments(id),
    workbook_id INTEGER NOT NULL REFERENCES workbooks(id),
    folder_id INTEGER REFERENCES folders(id),
    name TEXT NOT NULL,
    title TEXT,
    description TEXT,
    kind TEXT,
    body TEXT NOT NULL,                -- JSON: spec, sqlQuery, meta, preferences, ...
    created_by INTEGER REFERENCES users(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX reports_by_workbook ON reports(workbook_id);

  CREATE TABLE dashboards (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    deployment_id INTEGER NOT NULL REFERENCES deployments(id),
    workbook_id INTEGER NOT NULL REFERENCES workbooks(id),
    status TEXT NOT NULL CHECK (status IN ('draft','published','archived')),
    allow_embed INTEGER NOT NULL DEFAULT 0,
    config TEXT NOT NULL,
    version_number INTEGER NOT NULL,
    version_id INTEGER NOT NULL,
    title TEXT,
    description TEXT,
    created_by INTEGER,
    from_shared_workspace INTEGER,
    restrict_data_download INTEGER,
    use_board_dashboards INTEGER
  );
  CREATE INDEX dashboards_by_workbook ON dashboards(workbook_id, status);

  CREATE TABLE report_snapshots (
    id INTEGER PRIMARY KEY,
    dashboard_id INTEGER NOT NULL REFERENCES dashboards(id),
    report_id INTEGER NOT NULL,
    version_number INTEGER NOT NULL,
    body TEXT NOT NULL                 -- JSON: the rest of the ReportSnapshot
  );
  CREATE INDEX snapshots_by_dashboard ON report_snapshots(dashboard_id);

  CREATE TABLE view_history (
    user_id INTEGER NOT NULL REFERENCES users(id),
    workbook_id INTEGER NOT NULL REFERENCES workbooks(id),
    last_viewed_at TEXT NOT NULL,
    PRIMARY KEY (user_id, workbook_id)
  );

  CREATE TABLE sharing_policies (
    id INTEGER PRIMARY KEY,
    workbook_id INTEGER NOT NULL REFERENCES workbooks(id),
    principal TEXT NOT NULL,           -- 'user:<id>' or 'group:<name>'
    action TEXT NOT NULL
  );

  CREATE TABLE audit_events (
    id INTEGER PRIMARY KEY,
    ts TEXT NOT NULL,                  -- ISO 8601, UTC, millisecond precision (sorts as text)
    user_email TEXT NOT NULL,
    event_name TEXT NOT NULL,
    deployment_name TEXT NOT NULL,
    ip_address TEXT NOT NULL,
    attributes TEXT NOT NULL
  );
  CREATE INDEX audit_by_ts ON audit_events(ts, id);
  `,
  // 2: indexes for each order of the workbook list (keyset pages), within a folder too, and for dashboard version ids.
  `
  CREATE INDEX workbooks_by_folder ON workbooks(deployment_id, workspace, folder_id, id);
  CREATE INDEX workbooks_by_name ON workbooks(deployment_id, workspace, name COLLATE NOCASE, id);
  CREATE INDEX workbooks_by_created ON workbooks(deployment_id, workspace, created_at, id);
  CREATE INDEX workbooks_by_updated ON workbooks(deployment_id, workspace, updated_at, id);
  CREATE INDEX dashboards_by_version_id ON dashboards(version_id);
  `,
  // 3: indexes for keyset pages of the other lists: folders (by name; in the workspace list case-insensitively),
  // workbooks within a folder in each order of the workspace list, reports in each order of their list and of the
  // workspace list, branches by id.
  `
  CREATE INDEX folders_by_name ON folders(deployment_id, parent_id, name, id);
  CREATE INDEX folders_by_name_nocase ON folders(deployment_id, parent_id, name COLLATE NOCASE, id);
  CREATE INDEX workbooks_in_folder_by_name ON workbooks(deployment_id, workspace, folder_id, name COLLATE NOCASE, id);
  CREATE INDEX workbooks_in_folder_by_created ON workbooks(deployment_id, workspace, folder_id, created_at, id);
  CREATE INDEX workbooks_in_folder_by_updated ON workbooks(deployment_id, workspace, folder_id, updated_at, id);
  CREATE INDEX reports_by_deployment ON reports(deployment_id, id);
  CREATE INDEX reports_by_name ON reports(deployment_id, name, id);
  CREATE INDEX reports_by_created ON reports(deployment_id, created_at, id);
  CREATE INDEX reports_by_updated ON reports(deployment_id, updated_at, id);
  CREATE INDEX reports_in_folder_by_name ON reports(deployment_id, folder_id, name COLLATE NOCASE, id);
  CREATE INDEX reports_in_folder_by_created ON reports(deployment_id, folder_id, created_at, id);
  CREATE INDEX reports_in_folder_by_updated ON reports(deployment_id, folder_id, updated_at, id);
  CREATE INDEX branches_by_deployment ON branches(deployment_id, id);
  `,
];

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `The sandbox database is at schema version ${current}, newer than this sandbox (${migrations.length}). Use --reset or another --data file.`,
    );
  }
  for (let v = current; v < migrations.length; v++) {
    db.transaction(() => {
      db.exec(migrations[v] as string);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
