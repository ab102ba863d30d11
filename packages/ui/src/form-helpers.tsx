/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { MSG_REQUEST_ERROR } from '@campus/core';

/**
 * Bad input answered with 400 `{field: ['msg']}` (the API's error shapes,
 * ARCHITECTURE.md) must not wipe the form or end in a bare toast: the server's
 * words go next to the fields, what the user typed stays, and only the message
 * that belongs to no field is shown on its own. Call the API with
 * `{silent: true}` so the error catalogue does not toast as well.
 */

/** Keys of an error body that are messages, not fields (spec 8 shapes). */
const NON_FIELD_KEYS = new Set(['detail', 'msg', 'code', 'non_field_errors']);

export type FieldPath = Array<string | number>;

export interface ServerFieldError {
  name: FieldPath;
  errors: string[];
}

export interface ServerErrors {
  fields: ServerFieldError[];
  /** The message that belongs to no field, or null. */
  message: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Field errors of a value: string lists at `path`, nested objects and lists of objects below it. */
function collectFields(value: unknown, path: FieldPath, into: ServerFieldError[]): void {
  if (nonEmptyString(value)) {
    into.push({ name: path, errors: [value] });
    return;
  }
  if (Array.isArray(value)) {
    const messages = value.filter(nonEmptyString);
    if (messages.length > 0) into.push({ name: path, errors: messages });
    value.forEach((entry, index) => {
      if (isRecord(entry)) collectFields(entry, [...path, index], into);
    });
    return;
  }
  if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) collectFields(child, [...path, key], into);
  }
}

/**
 * Reads a 400 body: the field errors (nested serializers give nested paths,
 * e.g. ['passengers', 0, 'name']) and the message of no field, in the order of
 * spec 8: a string `detail`, `msg`, the first `non_field_errors` entry. A body
 * that is a list is one message joined with ','; anything unreadable is '请求错误'.
 */
export function readServerErrors(data: unknown): ServerErrors {
  if (Array.isArray(data)) {
    const messages = data.filter(nonEmptyString);
    return { fields: [], message: messages.length > 0 ? messages.join(',') : MSG_REQUEST_ERROR };
  }
  if (nonEmptyString(data)) return { fields: [], message: data };
  if (!isRecord(data)) return { fields: [], message: MSG_REQUEST_ERROR };

  const fields: ServerFieldError[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (!NON_FIELD_KEYS.has(key) && (Array.isArray(value) || isRecord(value))) collectFields(value, [key], fields);
  }
  const nonField = Array.isArray(data.non_field_errors) ? data.non_field_errors.find(nonEmptyString) : undefined;
  const message = nonEmptyString(data.detail)
    ? data.detail
    : nonEmptyString(data.msg)
      ? data.msg
      : (nonField ?? (fields.length === 0 ? MSG_REQUEST_ERROR : null));
  return { fields, message };
}

/**
 * Puts a 400 answer's field errors on the antd-mobile Form's fields (values are
 * kept) and returns the message to show on its own, or null when every error
 * sits next to its field. An error for a field the form does not have is not
 * lost: it becomes that message, as 'field: message' (spec 8, step 5).
 */
export function applyServerErrors(form: Pick<FormInstance, 'setFields' | 'getFieldError'>, data: unknown): string | null {
  const { fields, message } = readServerErrors(data);
  if (fields.length > 0) form.setFields(fields.map(({ name, errors }) => ({ name, errors })));
  if (message !== null) return message;
  const lost = fields.find(({ name }) => form.getFieldError(name).length === 0);
  return lost ? `${lost.name.join('.')}: ${lost.errors[0] ?? ''}` : null;
}

/**
 * Clears the server's error of each field the user changes, for the Form's
 * `onValuesChange` (fields with rules re-validate anyway; fields without rules
 * would keep a stale server message): `onValuesChange={(c) => clearFieldErrors(form, c)}`.
 */
export function clearFieldErrors(form: Pick<FormInstance, 'setFields' | 'getFieldError'>, changedValues: unknown): void {
  if (!isRecord(changedValues)) return;
  const stale = Object.keys(changedValues).filter((name) => form.getFieldError(name).length > 0);
  if (stale.length > 0) form.setFields(stale.map((name) => ({ name, errors: [] })));
}

const styles = {
  text: css({ color: 'var(--adm-color-danger)', fontSize: 13, lineHeight: 1.5, padding: '8px 16px' }),
};

export interface FieldErrorTextProps {
  /** The message; nothing renders when it is empty. */
  message?: string | null;
}

/** The server's message that belongs to no field, shown in the form (above the submit button). */
export function FieldErrorText({ message }: FieldErrorTextProps) {
  if (!nonEmptyString(message)) return null;
  return (
    <div css={styles.text} role="alert" data-testid="field-error-text">
      {message}
    </div>
  );
}
