/**
 * Field schemas for the settings written in YAML (front matter, `_category_`
 * files), in the words of YAML: `true or false`, `got string "yes"`, `got a list`.
 */
import * as v from 'valibot';
import { expecting } from '../config/schema-kit.js';
import { describeYamlValue } from './read-yaml.js';

export function settingText() {
  return v.string(expecting('a string', describeYamlValue));
}

/** A number YAML can write, but not `.inf` or `.nan`. */
export function settingNumber() {
  const message = expecting('a number', describeYamlValue);
  return v.pipe(
    v.number(message),
    v.check((value) => Number.isFinite(value), message),
  );
}

export function settingFlag() {
  return v.boolean(expecting('true or false', describeYamlValue));
}

export function settingTextList() {
  const expected = 'a list of strings';
  // An item that is no string makes the whole list wrong: the message is about the list, as the reader wrote it.
  return v.array(v.string(`must be ${expected}, got a list`), expecting(expected, describeYamlValue));
}
