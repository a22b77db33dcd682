import type { Db } from './store/open-database.ts';
import { WorkspaceStore } from './store/workspace-store.ts';
import { DeploymentStore } from './store/deployment-store.ts';
import { BranchStore } from './store/branch-store.ts';
import { AuditStore } from './store/audit-store.ts';
import { PublishingStore } from './store/publishing-store.ts';
import { ReportStore } from './store/report-store.ts';
import { WorkspaceObjectsStore } from './store/workspace-objects-store.ts';
import type { Fixtures } from './fixtures.ts';
import type { Principal } from './auth.ts';
import { toJson } from './store/json.ts';
import { HeavyLane } from './http/heavy-lane.ts';

/** What every handler can reach: the database, each area's store, the fixtures, the audit recorder. */
export class SandboxServices {
  readonly store: WorkspaceStore;
  readonly deployments: DeploymentStore;
  readonly branches: BranchStore;
  readonly auditLog: AuditStore;
  readonly publishing: PublishingStore;
  readonly reports: ReportStore;
  readonly workspaceObjects: WorkspaceObjectsStore;
  /** Where clones, publishing and export batches take turns, so light requests never wait behind many of them. */
  readonly heavyLane = new HeavyLane();

  constructor(
    readonly db: Db,
    readonly fixtures: Fixtures,
    readonly jwtSecret: Uint8Array,
  ) {
    this.store = new WorkspaceStore(db);
    this.deployments = new DeploymentStore(db);
    this.branches = new BranchStore(db);
    this.auditLog = new AuditStore(db);
    this.publishing = new PublishingStore(db, this.store);
    this.reports = new ReportStore(db);
    this.workspaceObjects = new WorkspaceObjectsStore(db);
  }

  private signingKeyPromise: Promise<CryptoKey> | null = null;

  /**
   * The HS256 key as a WebCrypto CryptoKey, imported once. A CryptoKey rather than raw bytes because jose checks
   * `instanceof Uint8Array`, which fails for bytes from another realm (component tests run the sandbox under jsdom).
   */
  signingKey(): Promise<CryptoKey> {
    this.signingKeyPromise ??= globalThis.crypto.subtle.importKey(
      'raw',
      Uint8Array.from(this.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.signingKeyPromise;
  }

  /** Records a mutation in the audit log. Callers pass `[HIDDEN]` for anything secret. */
  audit(
    principal: Principal,
    eventName: string,
    deploymentName: string,
    attributes: Record<string, unknown>,
    ip = '127.0.0.1',
  ): void {
    this.auditLog.insert({
      ts: new Date().toISOString(),
      userEmail: principal.email,
      eventName,
      deploymentName,
      ipAddress: ip,
      attributes: toJson(attributes),
    });
  }
}
