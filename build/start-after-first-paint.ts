/**
 * The app's scripts are asked for only once the first paint (first-paint.ts) is on screen with its
 * pictures. Asked for at once, as Vite's tags do, they took the connections and the bandwidth the
 * logo and the banner needed (the largest paint of login and home) and ran before the first frame:
 * on Lighthouse's 4G, LCP was 1.7–2.3 s. index.html already shows the whole screen without them, so
 * they go second: an inline script at the end of <body> waits for the first paint's pictures, two
 * frames and the browser's word that the first contentful paint is on screen (a frame's animation
 * callbacks run before it is presented; on a loaded phone long before), then adds the entry, a
 * modulepreload for each chunk the entry and the route need (route-preload.ts), and the route's
 * stylesheets, all in one wave.
 *
 * Any other route waits for its frame's paint the same way and for the route table's script
 * (route-preload.ts), which names its files; a page without a first paint or in a hidden tab starts
 * at once, and no page waits longer than START_MAX_WAIT_MS for pictures or the table.
 */
import { FIRST_PAINT_ID } from '../packages/core/src/routing/first-paint-id.ts';

/** Scripts start after this long at the latest: a slow picture must not hold the app back. */
export const START_MAX_WAIT_MS = 1000;

/** Where the route preload script leaves the route's chunks and stylesheets for the start script. */
export const ROUTE_FILES_GLOBAL = '__HUB_ROUTE_FILES__';

/** Where it says which route it prepared (its path and title), for the first paint (first-paint.ts). */
export const ROUTE_GLOBAL = '__HUB_ROUTE__';

/** The route table's script element (route-preload.ts): `data-done` once it ran or failed. */
export const ROUTE_TABLE_ID = 'hub-route-table';

/** The route's files, as route-preload.ts writes them (relative to index.html, without './'). */
export interface RouteFiles {
  js: string[];
  css: string[];
}

export interface EntryTags {
  /** index.html without the entry's script tag and modulepreload links. */
  html: string;
  entry: string;
  preloads: string[];
}

const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/** Takes Vite's entry script tag and modulepreload links out of index.html. */
export function takeEntryTags(html: string): EntryTags {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] as string);
  if (entries.length !== 1) throw new Error(`start after first paint: expected one entry script in index.html, found ${entries.length}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry: entries[0] as string, preloads };
}

/**
 * The inline start script. Links and the script are crossorigin like Vite's own tags (its loader adds
 * the same for lazy chunks: a preload in another credentials mode is fetched a second time). The
 * login hero's background is a CSS picture: an Image of the same address says when it is in.
 */
export function startScript({ entry, preloads }: Omit<EntryTags, 'html'>): string {
  return (
    `(function(){var d=document,h=d.head,s=0,z=0,n=1,x=${JSON.stringify(entry)},y=${JSON.stringify(preloads)};` +
    `function l(r,f,a){var k=d.createElement('link');k.rel=r;k.href=f;if(a)k.as=a;k.crossOrigin='';h.appendChild(k)}` +
    // go(f): f (the cap's timer, the table's load or error event) starts without waiting for the table
    `function go(f){if(s)return;var m=d.getElementById('${ROUTE_TABLE_ID}');if(!f&&m&&!m.hasAttribute('data-done')){if(!z){z=1;m.addEventListener('load',go);m.addEventListener('error',go)}return}` +
    `s=1;var e=window.${ROUTE_FILES_GLOBAL}||{js:[],css:[]};` +
    `y.forEach(function(f){l('modulepreload',f)});e.js.forEach(function(f){l('modulepreload','./'+f)});e.css.forEach(function(f){l('preload','./'+f,'style')});` +
    `var c=d.createElement('script');c.type='module';c.crossOrigin='';c.src=x;h.appendChild(c)}` +
    `setTimeout(function(){go(1)},${START_MAX_WAIT_MS});` +
    `var o=d.getElementById(${JSON.stringify(FIRST_PAINT_ID)});if(!o||d.visibilityState==='hidden')return go();` +
    `function shown(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return setTimeout(go,0);` +
    `new P(function(t,b){if(t.getEntriesByName('first-contentful-paint').length){b.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}` +
    `function one(){if(--n===0)requestAnimationFrame(function(){requestAnimationFrame(shown)})}` +
    `function wait(i){n++;if(i.complete)one();else{i.addEventListener('load',one);i.addEventListener('error',one)}}` +
    `[].forEach.call(o.getElementsByTagName('img'),wait);` +
    `var b=/url\\(["']?([^"')]+)/.exec((o.firstChild&&o.firstChild.style.backgroundImage)||'');if(b){var i=new Image();i.src=b[1];wait(i)}` +
    `one()})();`
  );
}
