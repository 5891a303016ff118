import type { ManifestProblem } from './manifest-error.ts';
import type { AppModel, Counter, EntityModel, JsonSchema } from './model-types.ts';
import { BUSINESS_TYPE_DICT, COMMENT_ENTITY, TOGGLE_ENTITY, typesKeeping } from './build-interactions.ts';
import { pagingProps, stripDefault, type RawCall } from './call-inputs.ts';

/** The counter a generic interaction call moves. */
function counterOf(call: RawCall): Counter {
  return call.op === 'toggle' ? call.toggle! : 'comment';
}

/** A toggle or comment call needs its entity and at least one entity keeping its counter. */
export function checkInteractionCall(file: string, at: string, call: RawCall, entities: Map<string, EntityModel>, problems: ManifestProblem[]): void {
  const needs = call.op === 'toggle' ? TOGGLE_ENTITY : COMMENT_ENTITY;
  if (!entities.has(needs)) problems.push({ file, path: `${at}/op`, message: `op ${call.op} writes entity "${needs}", which spec/entities/ does not define` });
  const counter = counterOf(call);
  if (call.op === 'toggle' && !call.toggle) return;
  if (typesKeeping(entities.values(), counter).length === 0) {
    problems.push({
      file,
      path: `${at}/op`,
      message: `no entity keeps the ${counter} counter (interactions.counters), so op ${call.op} has nothing to act on`,
    });
  }
}

function targetProps(call: RawCall, entities: Map<string, EntityModel>): Record<string, JsonSchema> {
  const types = typesKeeping(entities.values(), counterOf(call));
  return {
    businessId: { type: 'string', minLength: 1, maxLength: 40, title: 'Id of the record' },
    businessType: { type: 'string', enum: types.length > 0 ? types : ['0'], title: 'What the record is', 'x-dict': BUSINESS_TYPE_DICT },
  };
}

/** Input and output of the generic interaction calls: toggle, comment (add one) and comments (a page of them). */
export function interactionSchemas(call: RawCall, entities: Map<string, EntityModel>, app: AppModel): { input: JsonSchema; output: JsonSchema } {
  const target = targetProps(call, entities);
  const commentRow = { $ref: `#/$defs/${COMMENT_ENTITY}Row` };
  switch (call.op) {
    case 'toggle':
      return {
        input: {
          type: 'object',
          additionalProperties: false,
          required: ['businessId', 'businessType', call.flag!],
          properties: { ...target, [call.flag!]: { type: 'boolean', title: 'true adds, false removes' } },
        },
        output: {
          type: 'object',
          required: ['businessId', 'businessType', 'active', 'count'],
          properties: {
            businessId: { type: 'string' },
            businessType: { type: 'string' },
            active: { type: 'boolean', description: 'whether the caller has it set now' },
            count: { type: 'integer', description: 'how many users have it set now' },
          },
        },
      };
    case 'comment': {
      const content = entities.get(COMMENT_ENTITY)?.fields.find((f) => f.name === 'commentContent');
      return {
        input: {
          type: 'object',
          additionalProperties: false,
          required: ['businessId', 'businessType', 'commentContent'],
          properties: { ...target, commentContent: content ? stripDefault(content.schema) : { type: 'string' } },
        },
        output: commentRow,
      };
    }
    default:
      return {
        input: { type: 'object', additionalProperties: false, required: ['businessId', 'businessType'], properties: { ...target, ...pagingProps(call, app) } },
        output: { type: 'array', items: commentRow },
      };
  }
}
