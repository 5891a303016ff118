import { describe, expect, it } from 'vitest';
import { withLocationFields } from '../../../codegen/build-location-picker.ts';
import { copySpec, editYaml, problemsOf } from './helpers.ts';

describe('a form’s location: placement', () => {
  const point = { latitude: 'lat', longitude: 'lng', address: 'addr' };
  it('stands where latitude or longitude is listed', () => {
    expect(withLocationFields(['name', 'lng', 'addr', 'lat'], point)).toEqual(['name', 'lat', 'lng', 'addr']);
  });
  it('follows the address when the form lists neither, else goes last', () => {
    expect(withLocationFields(['name', 'addr', 'intro'], point)).toEqual(['name', 'addr', 'lat', 'lng', 'intro']);
    expect(withLocationFields(['name'], { latitude: 'lat', longitude: 'lng' })).toEqual(['name', 'lat', 'lng']);
    expect(withLocationFields(['name'], null)).toEqual(['name']);
  });
});

describe('codegen checks of location:, edit:, list and ref fields, paged custom calls', () => {
  const add = (d: any) => d.routes.add.view.form;
  it.each([
    [
      'a location naming a field the call does not take',
      'spec/pages/cold-storage-apply.yaml',
      (d: any) => (add(d).location.latitude = 'lat'),
      'spec/pages/cold-storage-apply.yaml: /routes/add/view/form/location/latitude: field "lat" is not an input of endpoint "coldStorageApply.add"',
    ],
    [
      'a location whose latitude is a text field',
      'spec/pages/cold-storage-apply.yaml',
      (d: any) => (add(d).location.latitude = 'name'),
      'spec/pages/cold-storage-apply.yaml: /routes/add/view/form/location/latitude: field "name" must be a number to hold the latitude',
    ],
    [
      'a location address a division picker fills',
      'spec/pages/cold-storage-apply.yaml',
      (d: any) => (add(d).location.address = 'county'),
      'spec/pages/cold-storage-apply.yaml: /routes/add/view/form/location/address: field "county" is already filled by a division picker',
    ],
    [
      'a location without a longitude',
      'spec/pages/cold-storage-apply.yaml',
      (d: any) => delete add(d).location.longitude,
      'spec/pages/cold-storage-apply.yaml: /routes/add/view/form/location: missing required key "longitude"',
    ],
    [
      'an edit through a call that does not exist',
      'spec/pages/cold-storage-apply.yaml',
      (d: any) => (d.routes['rent-add'].view.form.edit = 'coldStorageRent.change'),
      'spec/pages/cold-storage-apply.yaml: /routes/rent-add/view/form/edit: names endpoint "coldStorageRent.change", which spec/endpoints/ does not define',
    ],
    [
      'an edit whose call lacks a field of the form',
      'spec/pages/cold-storage-apply.yaml',
      (d: any) => (d.routes['rent-add'].view.form.edit = 'coldStorageApply.add'),
      'spec/pages/cold-storage-apply.yaml: /routes/rent-add/view/form/fields/0: field "rentType" is not an input of edit "coldStorageApply.add"',
    ],
    [
      'a reference to an entity that does not exist',
      'spec/entities/cold-storage-rent.yaml',
      (d: any) => (d.fields.coldStorageAuthId.ref.entity = 'coldStore'),
      'spec/entities/cold-storage-rent.yaml: /fields/coldStorageAuthId/ref/entity: names entity "coldStore", which spec/entities/ does not define',
    ],
  ])('reports %s with file, key path and expectation', (_name, file, edit, expected) => {
    const root = copySpec();
    editYaml(root, file, edit);
    expect(problemsOf(root)).toContain(expected);
  });

  it('refuses paged: on a generic call', () => {
    const root = copySpec();
    editYaml(root, 'spec/endpoints/cold-storage-rent.yaml', (d: any) => (d.calls.getById.paged = true));
    expect(problemsOf(root).some((p) => p.startsWith('spec/endpoints/cold-storage-rent.yaml: /calls/getById'))).toBe(true);
  });
});
