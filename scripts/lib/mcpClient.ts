// An MCP client connected over stdio to the docs' server (scripts/mcp.mts) in a process of its
// own, as an AI client starts it: used by the MCP browserless tests and the MCP search scorer.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';

export interface DocsMcpClient {
  client: Client;
  /** What the server wrote to stderr so far (its log). */
  log: () => string;
  close: () => Promise<void>;
}

/** Starts the server on the export in `dir` (its flags in `args`) and connects a client to it. */
export async function connectDocsMcp({ dir = 'out', args = [] }: { dir?: string; args?: string[] } = {}) {
  const root = process.cwd();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(root, 'scripts', 'mcp.mts'), '--dir', dir, ...args],
    cwd: root,
    // The SDK's default environment, which has no NEXT_PUBLIC_DOCS_HOST: site paths unless `args` set an origin.
    env: getDefaultEnvironment(),
    stderr: 'pipe',
  });
  let log = '';
  (transport.stderr as Readable | null)?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const client = new Client({ name: 'mui-x-docs-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, log: () => log, close: () => client.close() } satisfies DocsMcpClient;
}

/** The text of a tool result's first content item. */
export function resultText(result: Awaited<ReturnType<Client['callTool']>>): string {
  const [first] = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return first?.type === 'text' ? (first.text ?? '') : '';
}
