/** The catalogue served at `GET /__sandbox/fixtures` (see spec/sandbox.md "The seeded world"). */
export interface Fixtures {
  keys: { admin: string; scoped: string; viewer: string; creatorEmbed: string; expired: string };
  deployments: { primary: number; secondary: number; limited: number };
  workbooks: {
    inEditableFolder: number;
    inReadOnlyFolder: number;
    atRoot: number;
    sharedPublished: number;
    sharedUnpublished: number;
    inSecondary: number;
    inLimited: number;
    /** Sandbox extra: the workbook whose published dashboard is an `APP` dashboard (primary, root). */
    app: number;
    /**
     * Sandbox extra: "Support metrics", whose layout was written through the API (primary, root): an empty band,
     * overlapping charts and a chart wider than the grid, for the layout warnings.
     */
    apiWrittenLayout: number;
  };
  folders: { editable: number; readOnly: number };
  branches: { production: string; shared: string; sharedEnabled: string; personal: string };
  versions: { current: string; latest: string; older: string; image: string };
}

export type Persona = keyof Fixtures['keys'];

/**
 * Demo keys are fixed, readable strings so the README and the sign-in page can name them.
 * Only their sha256 is stored in the database.
 */
export const DEMO_KEYS: Fixtures['keys'] = {
  admin: 'sbx_admin_demo_key_4f1c9a2e7b6d',
  scoped: 'sbx_scoped_demo_key_8d3b6e1f0a5c',
  viewer: 'sbx_viewer_demo_key_2a7c5d9e4b1f',
  creatorEmbed: 'sbx_creator_embed_demo_key_6e0f3a8c1d7b',
  expired: 'sbx_expired_demo_key_9b4d2f7a3c0e',
};

export const IMAGE_REPOSITORY = 'cubejs/cube';
