#!/usr/bin/env node
/**
 * `npm run data:schema`: writes the facts file's JSON Schema (its `$schema`, for editors) from
 * src/data/facts/schema.ts. Run it after editing schema.ts (a unit test fails until then).
 */
import {writeFileSync} from 'node:fs';
import prettier from 'prettier';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {importTs} from './ts-hooks.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const {factsJsonSchema, JSON_SCHEMA_PATH} = await importTs('src/data/facts/index.ts');
const file = join(root, JSON_SCHEMA_PATH);
const options = {...(await prettier.resolveConfig(file)), filepath: file};
writeFileSync(file, await prettier.format(JSON.stringify(factsJsonSchema()), options));
console.log(`${JSON_SCHEMA_PATH}: written from src/data/facts/schema.ts.`);
