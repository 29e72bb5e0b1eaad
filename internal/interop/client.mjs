// Calls tools of a stdio MCP server with the official TypeScript client and
// prints what the client returned or threw, as one JSON document.
//
// usage: node client.mjs <server command> [args...] < calls.json
//
// calls.json is [{"name": "tool", "arguments": {...}}, ...]. The output is
// {"tools": [tool...], "calls": [{"name", "result"} | {"name", "error"}]}.
// callTool validates structuredContent against the tool's outputSchema
// (also on error results) and throws on a mismatch: that exception is the
// "error" of the call. The server inherits this process's environment.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  return text === '' ? [] : JSON.parse(text);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    throw new Error('usage: node client.mjs <server command> [args...] < calls.json');
  }
  const calls = await readStdin();
  const transport = new StdioClientTransport({ command, args, env: { ...process.env }, stderr: 'inherit' });
  const client = new Client({ name: 'mcperr-interop', version: '0.0.0' });
  await client.connect(transport);
  try {
    // listTools also compiles each outputSchema into the validator callTool uses.
    const { tools } = await client.listTools();
    const out = { tools, calls: [] };
    for (const call of calls) {
      try {
        const result = await client.callTool({ name: call.name, arguments: call.arguments ?? {} });
        out.calls.push({ name: call.name, result });
      } catch (err) {
        out.calls.push({ name: call.name, error: err instanceof Error ? err.message : String(err) });
      }
    }
    process.stdout.write(JSON.stringify(out) + '\n');
  } finally {
    await client.close();
  }
}

main().catch((err) => {
  process.stderr.write(`interop client: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
