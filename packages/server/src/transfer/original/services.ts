// The original's services use the input names our API also accepts (`heroText` for `tagline`,
// `iconImage` for `iconPath`); renamed here so that the list fits our stored shape.
import { isObject } from './conform.js';

function reshapeFeature(feature: unknown): unknown {
  if (!isObject(feature) || !('iconImage' in feature) || 'iconPath' in feature) return feature;
  const { iconImage, ...rest } = feature;
  return { ...rest, iconPath: iconImage };
}

function reshapeService(service: unknown): unknown {
  if (!isObject(service)) return service;
  const { heroText, ...rest } = service;
  const out: Record<string, unknown> = { ...rest };
  if (heroText !== undefined) {
    if ('tagline' in service) out.heroText = heroText;
    else out.tagline = heroText;
  }
  if (Array.isArray(service.features)) out.features = service.features.map(reshapeFeature);
  return out;
}

export function reshapeServices(doc: unknown): unknown {
  return Array.isArray(doc) ? doc.map(reshapeService) : doc;
}
