import type { EnvironmentType } from '@/api/schemas';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<EnvironmentType, BadgeTone> = { production: 'success', staging: 'warning', development: 'info' };

export function EnvironmentTypeBadge({ type }: { type: EnvironmentType }) {
  return <Badge tone={tones[type]}>{type}</Badge>;
}
