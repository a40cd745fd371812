// The docs' MCP server (Model Context Protocol) over stdio: `npm run --silent mcp`, after a build.
// It answers from the export and the extracted API reference of this checkout, offline; see
// src/mcp/docsServer.server.ts for its tools and data/introduction/mcp/mcp.md for the clients.
// Flags: --dir <export folder> (default out), --site-url <origin> for absolute URLs in the answers
// (default: https://$NEXT_PUBLIC_DOCS_HOST when that is set, else site paths).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { siteOriginOf } from '../src/mcp/addresses';
import { createDocsServer } from '../src/mcp/docsServer.server';

// stdout carries the protocol alone: anything logged goes to stderr.
console.log = console.error;
console.info = console.error;
console.debug = console.error;

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

// The checkout this script is in, whatever folder the client starts it from.
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(root, argument('--dir') ?? 'out');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

let siteOrigin: string | null;
try {
  siteOrigin = siteOriginOf({ flag: argument('--site-url'), host: process.env.NEXT_PUBLIC_DOCS_HOST });
} catch (error) {
  console.error(`mcp: ${(error as Error).message}`);
  process.exit(1);
}
if (!fs.existsSync(path.join(outDir, 'llms.txt'))) {
  console.error(`mcp: no built site in ${outDir}: run \`npm run build\` first (or pass --dir).`);
  process.exit(1);
}

// A failure inside one answer is that answer's error; nothing else may stop the server.
process.on('uncaughtException', (error) => console.error('mcp: uncaught', error));
process.on('unhandledRejection', (error) => console.error('mcp: unhandled rejection', error));

const server = createDocsServer({ outDir, generatedDir: path.join(root, 'generated'), siteOrigin, version });
await server.connect(new StdioServerTransport());
console.error(`mcp: serving ${outDir}${siteOrigin ? ` as ${siteOrigin}` : ''} over stdio`);
