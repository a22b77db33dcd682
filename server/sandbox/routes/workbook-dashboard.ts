import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonBody, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import { Dashboard } from '../schemas/resources.ts';
import { PublishDashboardInput, WorkbookDashboard, WorkbookDashboardInput } from '../schemas/publishing.ts';
import { healConfig } from '../dashboard-config.ts';
import { fromJson, type JsonObject } from '../store/json.ts';
import type { SandboxServices } from '../services.ts';
import { ErrorSchema, WorkbookParams } from './common.ts';
import { editableWorkbook } from './publishing-access.ts';
import { randomUUID } from 'node:crypto';

const errors = {
  400: jsonContent('Bad body', ErrorSchema),
  401: jsonContent('Missing, malformed or expired credential', ErrorSchema),
  403: jsonContent('Out of scope; role below AI BI User; no edit access to the workbook', ErrorSchema),
  404: jsonContent('Unknown workbook or one of another deployment', ErrorSchema),
};

/** A draft widget may come without an id (the reference makes it optional); it gets one, as the service would. */
function withWidgetIds(config: JsonObject): JsonObject {
  if (!Array.isArray(config.widgets)) return config;
  return {
    ...config,
    widgets: config.widgets.map((w) =>
      w && typeof w === 'object' && !Array.isArray(w) && !w.id ? { ...w, id: randomUUID() } : w,
    ),
  };
}

function workbookDashboard(sb: SandboxServices, workbookId: number) {
  const row = sb.store.workbookRow(workbookId);
  const published = sb.store.publishedDashboardRow(workbookId);
  const draft = fromJson(row?.dashboard_draft);
  return {
    dashboardDraft: draft ? healConfig(draft) : null,
    dashboardPublished: published ? healConfig(fromJson(published.config) ?? {}) : null,
  };
}

export const workbookDashboardOperations = [
  defineOperation({
    route: createRoute({
      method: 'put',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/dashboard',
      operationId: 'updateWorkbookDashboard',
      summary: "Replace a workbook's dashboard draft (the published dashboard is unchanged)",
      tags: ['Workspace'],
      request: { params: WorkbookParams, body: jsonBody(WorkbookDashboardInput) },
      responses: { 200: jsonContent('The draft and the published config', WorkbookDashboard), ...errors },
    }),
    handler: ({ c, sb, principal, params, body }) => {
      const { d, w } = editableWorkbook(sb, principal, params.deploymentId, params.workbookId);
      if (body.dashboardDraft === undefined) throw new HttpError(400, 'Invalid request body: field "dashboardDraft" is required');
      const draft = body.dashboardDraft === null ? null : withWidgetIds(body.dashboardDraft as JsonObject);
      sb.db.transaction(() => {
        sb.publishing.writeDraft(w.id, draft);
        sb.audit(principal, 'Updated dashboard draft', d.name, {
          workbookId: w.id,
          workbookName: w.name,
          widgets: Array.isArray(draft?.widgets) ? draft.widgets.length : 0,
        });
      })();
      return c.json(workbookDashboard(sb, w.id), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'post',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/publish',
      operationId: 'publishDashboard',
      summary: "Publish the workbook's draft (or the config sent) as a new version of its dashboard",
      tags: ['Workspace'],
      request: { params: WorkbookParams, body: jsonBody(PublishDashboardInput) },
      responses: {
        200: jsonContent('The published dashboard', Dashboard),
        ...errors,
        400: jsonContent('Bad body; workbookId differs from the path; nothing to publish; wrong dashboardId', ErrorSchema),
      },
    }),
    heavy: true,
    handler: ({ c, sb, principal, params, body }) => {
      const { d, w } = editableWorkbook(sb, principal, params.deploymentId, params.workbookId);
      if (body.workbookId !== w.id)
        throw new HttpError(400, `Body field "workbookId" (${body.workbookId}) differs from the workbook in the path (${w.id})`);
      const current = sb.store.publishedDashboardRow(w.id);
      if (body.dashboardId != null && body.dashboardId !== current?.id)
        throw new HttpError(
          400,
          current
            ? `Body field "dashboardId" (${body.dashboardId}) is not this workbook's dashboard (${current.id})`
            : `Body field "dashboardId" (${body.dashboardId}): workbook ${w.id} has no published dashboard yet`,
        );
      const config = body.config ? (body.config as JsonObject) : fromJson(w.dashboard_draft);
      if (!config) throw new HttpError(400, `Workbook ${w.id} has no draft to publish, and the body has no "config"`);
      const row = sb.db.transaction(() => {
        const published = sb.publishing.publish(w.id, d.id, healConfig(config), {
          ...(body.allowEmbed != null ? { allowEmbed: body.allowEmbed } : {}),
          title: body.title ?? null,
          description: body.description ?? null,
          userId: principal.userId,
        });
        sb.audit(principal, 'Published dashboard', d.name, {
          workbookId: w.id,
          workbookName: w.name,
          dashboardId: published.id,
          versionNumber: published.version_number,
        });
        return published;
      })();
      return c.json(sb.store.dashboardJson(row), 200);
    },
  }),
];
