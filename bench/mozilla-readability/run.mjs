// Runs Mozilla's Readability (with jsdom, as Firefox's reader view runs it on a page's DOM) over a benchmark folder
// and writes one prediction per page for the benchmark's scorer: the title, a blank line, then the article's text with
// one line per block. Usage: node run.mjs BENCH_DIR OUT_DIR [--split dev|test]
// BENCH_DIR holds pages/<id>.html.gz and truth.jsonl (for each page's address, against which jsdom resolves links).
// Prints pages per second for the parse + extraction (jsdom's parse included, as Readability needs a DOM).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import { Readability } from '@mozilla/readability';

const [benchDir, outDir, ...rest] = process.argv.slice(2);
if (!benchDir || !outDir) {
  console.error('usage: node run.mjs BENCH_DIR OUT_DIR [--split dev|test] [--resume]');
  process.exit(2);
}
const splitAt = rest.indexOf('--split');
const split = splitAt >= 0 ? rest[splitAt + 1] : null;
const resume = rest.includes('--resume');
const truthPath = path.join(benchDir, 'truth.jsonl');
const records = fs.readFileSync(truthPath, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
fs.mkdirSync(outDir, { recursive: true });
const quiet = new VirtualConsole(); // a page's own console output and CSS parse errors are not ours to print

const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'BLOCKQUOTE', 'PRE', 'BR',
  'SECTION', 'ARTICLE', 'FIGCAPTION', 'DT', 'DD', 'TABLE', 'UL', 'OL', 'HEADER', 'FOOTER']);

// The text of an element with a line break around each block, so that the scorer's shingles do not run across
// paragraphs (textContent alone glues "end.Next" together).
function blockText(node, out) {
  if (node.nodeType === 3) {
    out.push(node.nodeValue);
    return;
  }
  if (node.nodeType !== 1) return;
  const block = BLOCKS.has(node.tagName);
  if (block) out.push('\n');
  for (const child of node.childNodes) blockText(child, out);
  if (block) out.push('\n');
}

let pages = 0;
let millis = 0;
let empty = 0;
for (const record of records) {
  if (split && record.split !== split) continue;
  const file = path.join(benchDir, 'pages', `${record.id}.html.gz`);
  if (!fs.existsSync(file)) continue;
  if (resume && fs.existsSync(path.join(outDir, `${record.id}.txt`))) continue;
  const html = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  const started = process.hrtime.bigint();
  let text = '';
  try {
    const dom = new JSDOM(html, { url: record.url, virtualConsole: quiet });
    const article = new Readability(dom.window.document).parse();
    if (article && article.content) {
      const holder = dom.window.document.createElement('div');
      holder.innerHTML = article.content;
      const parts = [];
      blockText(holder, parts);
      const body = parts.join('').split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n');
      text = `${article.title || ''}\n\n${body}\n`;
    }
    dom.window.close();
  } catch (error) {
    console.error(`${record.id}: ${error.message}`);
  }
  millis += Number(process.hrtime.bigint() - started) / 1e6;
  pages++;
  if (!text) empty++;
  fs.writeFileSync(path.join(outDir, `${record.id}.txt`), text);
}
console.log(`mozilla-readability pages=${pages} empty=${empty} ${(millis / 1000).toFixed(1)} s = ${(pages / (millis / 1000)).toFixed(1)} pages/s`);
