import { z } from 'zod';

/**
 * The sandbox's own schema registry for named OpenAPI components. Not zod's global registry: the
 * console's schemas may use the same names in the same process (component tests run both).
 */
export const apiRegistry = z.registry<{ id: string; description?: string; deprecated?: boolean }>();
