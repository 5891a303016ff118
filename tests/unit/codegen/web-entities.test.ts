import { describe, expect, it } from 'vitest';
import { webEntities } from '../../../generated/web-entities.ts';
import { entities } from '../../../generated/entities.ts';
import { listItems } from '../../../generated/lists.ts';
import { detailViews } from '../../../generated/details.ts';
import { operations } from '../../../generated/operations.ts';

// Why: the browser's registry loads with the first screen; what no view reads would only weigh on it.
describe('the web entity registry', () => {
  it('holds every entity a list item, detail or form shows, and no other', () => {
    const shown = new Set<string>([
      ...Object.values(listItems).map((i) => i.entity),
      ...Object.values(detailViews).map((d) => (operations as Record<string, { entity?: string }>)[d.endpoint]!.entity!),
    ]);
    for (const name of shown) expect(Object.keys(webEntities)).toContain(name);
    expect(Object.keys(webEntities)).not.toContain('session');
    expect(Object.keys(webEntities)).not.toContain('price');
  });

  it('keeps only what views read of an entity', () => {
    const buySell = webEntities.buySell;
    expect(buySell).toMatchObject({ id: 'buySellId', owner: 'publishUserId', publish: entities.buySell.publish });
    expect(buySell.fields.price).toEqual({ type: 'number', label: entities.buySell.fields.price.label, unit: entities.buySell.fields.price.unit });
    expect(buySell.fields.regionId).toEqual({ type: 'string', label: entities.buySell.fields.regionId.label, dict: 'region' });
    expect(Object.keys(buySell.fields)).toEqual(Object.keys(entities.buySell.fields).filter((f) => !entities.buySell.fields[f as keyof typeof entities.buySell.fields].secret));
  });
});
