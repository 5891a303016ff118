import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomValidator, RJSFValidationError } from '@rjsf/utils';
import type { Row } from '../../shared/view-types.ts';
import { decodeParams } from '../router/paths.ts';
import { useLanguage } from '../shell/use-language.ts';
import { useUserInfo } from '../shell/use-session.ts';
import { setLoginResult, setUserInfo, type LoginResult, type UserInfoUpdate } from '../session/session-store.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import { callViewOperation } from './view-call.ts';
import { loadForm, type FormRouteId } from './form-module.ts';
import { buildUiSchema } from './form-ui-schema.ts';
import { formDictCodes } from './form-schema.ts';
import { codeCheckErrors, transformFormErrors, trimmedTextErrors } from './form-errors.ts';
import { afterSubmit, applyPrefill, clearedTextFields, pickFields, submitPayload, type FormValues } from './form-data.ts';
import { navigateBack } from './navigate-back.ts';
import { useDicts } from './use-dicts.ts';
import { feedback } from '../http/feedback.ts';
import { tOutcomes } from '../i18n/messages/outcomes.ts';

export type FormStatus = 'loading' | 'error' | 'missing' | 'ready';

const TOAST_MS = 3000;

const EMPTY: FormValues = {};

/** Headless controller of a generated form: module, record to edit, prefill, validation and submit. */
export function useFormController(routeId: FormRouteId, initialData: FormValues = EMPTY) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useUserInfo();
  const { search } = useLocation();
  const params = decodeParams(search);

  const moduleQuery = useQuery({ queryKey: ['form-module', routeId], queryFn: () => loadForm(routeId), staleTime: Infinity, retry: false });
  const loaded = moduleQuery.data;
  const load = loaded?.form.load ?? null;
  const idField = loaded?.form.idField ?? undefined;
  const rawId = idField ? params[idField] : undefined;
  const id = load && rawId !== undefined && rawId !== null && rawId !== '' ? String(rawId) : undefined;
  // No id field: the form edits the caller's own record (a profile), which its load call answers.
  const ownRecord = Boolean(load && !idField);
  // The input the load call takes the id by (getDetailById reads coldStorageId), else the id field.
  const loadKey = loaded?.form.loadKey ?? idField;
  // A form with an edit call creates, and edits when opened with the record's id.
  const editing = id !== undefined;

  const rowQuery = useQuery({
    queryKey: ['detail', load, ownRecord ? 'own' : id],
    queryFn: async () => (await callViewOperation(load!, ownRecord ? {} : { [loadKey!]: id })).data as Row | null,
    enabled: Boolean(load && (ownRecord || (idField && id !== undefined))),
    retry: false,
  });
  const record = rowQuery.data ?? undefined;

  const dictCodes = loaded ? formDictCodes(loaded.schema) : [];
  const dictVersion = useDicts(dictCodes);
  const uiSchema = useMemo(() => {
    void dictVersion;
    return loaded ? buildUiSchema(loaded.schema, loaded.form, lang, dictCache.items) : {};
  }, [loaded, lang, dictVersion]);

  const loadedValues = useMemo(() => (loaded && rowQuery.data ? pickFields(rowQuery.data, loaded.form.fields) : EMPTY), [loaded, rowQuery.data]);
  const initial = useMemo(
    () => (loaded ? applyPrefill({ ...initialData, ...loadedValues }, loaded.form.prefill, user, params) : EMPTY),
    // params is decoded afresh each render; the route's search string stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, initialData, loadedValues, user, search],
  );
  const [edited, setFormData] = useState<FormValues | undefined>(undefined);
  const formData = edited ?? initial;

  const transformErrors = useCallback((errors: RJSFValidationError[]) => (loaded ? transformFormErrors(errors, loaded.schema, lang) : errors), [loaded, lang]);

  // Text checked as the server stores it (trimmed), and codes checked beyond their pattern (ID card, credit code, organisation code).
  const customValidate = useCallback<CustomValidator<FormValues>>(
    (data, errors) => {
      if (!loaded || !data) return errors;
      const problems = { ...trimmedTextErrors(loaded.schema, data, lang), ...codeCheckErrors(loaded.schema, data, lang) };
      for (const [field, message] of Object.entries(problems)) (errors as Record<string, { addError(m: string): void }>)[field]?.addError(message);
      return errors;
    },
    [loaded, lang],
  );

  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const submit = useCallback(
    async (data: FormValues, set: Readonly<Record<string, unknown>> = {}) => {
      if (!loaded || inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      const { form, schema } = loaded;
      const edit = idField && id !== undefined ? { idField, id } : undefined;
      const endpoint = form.edit && id !== undefined ? form.edit : form.endpoint;
      try {
        const reply = await callViewOperation(endpoint, submitPayload(data, form.fields, clearedTextFields(initial, data, schema), edit, set));
        if (form.then.session) await setLoginResult(reply.data as LoginResult);
        if (form.then.user) await setUserInfo(reply.data as UserInfoUpdate);
        await client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'list' || q.queryKey[0] === 'detail' });
        // Every publish and edit says it worked, in the one shared toast (a sign-in lands on its page instead).
        if (form.then.toast) feedback.toast(form.then.toast[lang], TOAST_MS);
        else if (!form.then.session) feedback.toast(tOutcomes(editing || ownRecord ? 'outcomes.saved' : 'outcomes.sent'), TOAST_MS);
        const next = afterSubmit(form.then, reply.data, { idField, id, redirect: params.redirect });
        if (next.kind === 'back') navigateBack(navigate);
        else void navigate(next.to, { replace: next.replace });
      } catch {
        // The http client has shown the reason; the form keeps what the user typed.
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [loaded, idField, id, editing, ownRecord, initial, client, params.redirect, navigate, lang],
  );

  let status: FormStatus = 'ready';
  if (moduleQuery.isPending || rowQuery.isLoading) status = 'loading';
  else if (moduleQuery.isError || rowQuery.isError) status = 'error';
  else if (load && idField && !loaded?.form.edit && id === undefined) status = 'missing';
  const retry = () => void (moduleQuery.isError ? moduleQuery.refetch() : rowQuery.refetch());

  return { status, editing, loaded, record, uiSchema, formData, setFormData, transformErrors, customValidate, submit, submitting, retry };
}
