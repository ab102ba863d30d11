import type { ContrastPair } from '../../packages/core/src/skin/brand-theme.ts';

/** One screenshot of the gallery: a screen (or a state of one) as the tenant's bundle draws it. */
export interface GalleryShot {
  /** The hash path it shows, e.g. /goodsSuite/goodsSuiteSelItem. */
  route: string;
  /** Its Chinese title (the route table's). */
  title: string;
  /** The PNG beside index.html (shots/<file>): the same name in every tenant, for side by side. */
  file: string;
  /** How it was reached: a seeded record from its list, opened directly, or the state shown. */
  how: string;
  /** axe's serious and critical WCAG 2.1 AA violations, one line each (empty: none). */
  axe: string[];
}

export interface GalleryGroup {
  /** The family (or 公共页面, 状态 for the pages and states outside one). */
  name: string;
  shots: GalleryShot[];
}

export interface GalleryPage {
  type: string;
  title: string;
  /** Every tenant the gallery was built for: the side-by-side toggle offers the others. */
  tenants: string[];
  contrast: ContrastPair[];
  groups: GalleryGroup[];
  /** What stopped a screen from being shown (the page still lists the rest). */
  problems: string[];
  builtAt: string;
  seconds: number;
}

/** A shot's file name for a route and state: the same in every tenant's folder. */
export function shotFile(route: string, state = ''): string {
  const base = route.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'root';
  return `${base}${state === '' ? '' : `--${state}`}.png`;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function contrastRows(pairs: ContrastPair[]): string {
  return pairs
    .map((pair) => {
      const swatch =
        pair.textColour !== null && pair.backgroundColour !== null
          ? `<span class="swatch" style="color:${escapeHtml(pair.textColour)};background:${escapeHtml(pair.backgroundColour)}">文字 Aa</span>`
          : '';
      const ratio = pair.ratio === null ? '—' : `${pair.ratio.toFixed(2)}:1`;
      return `<tr class="${pair.passes ? 'pass' : 'fail'}"><td>${swatch}</td><td><code>${escapeHtml(pair.text)}</code> ${escapeHtml(pair.textColour ?? '未设置')}</td><td><code>${escapeHtml(pair.background)}</code> ${escapeHtml(pair.backgroundColour ?? '未设置')}</td><td>${ratio}</td><td>${pair.passes ? '通过' : '低于 4.5:1'}</td></tr>`;
    })
    .join('\n');
}

function shotCard(shot: GalleryShot): string {
  const axe =
    shot.axe.length === 0
      ? '<p class="axe ok">axe：无严重问题</p>'
      : `<details class="axe bad"><summary>axe：${shot.axe.length} 个严重问题</summary><ul>${shot.axe.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></details>`;
  return `<figure class="shot" data-file="${escapeHtml(shot.file)}">
  <div class="pair"><a href="shots/${escapeHtml(shot.file)}" class="open"><img src="shots/${escapeHtml(shot.file)}" alt="${escapeHtml(shot.title)} ${escapeHtml(shot.route)}" loading="lazy"></a></div>
  <figcaption><strong>${escapeHtml(shot.title)}</strong><code>${escapeHtml(shot.route)}</code><span class="how">${escapeHtml(shot.how)}</span>${axe}</figcaption>
</figure>`;
}

const STYLE = `body{font:14px/1.5 system-ui,"Noto Sans CJK SC",sans-serif;margin:0 24px 48px;color:#1a1a1a;background:#f5f6f8}
h1{margin:20px 0 4px}h2{margin:28px 0 8px;border-bottom:1px solid #ccc}
table{border-collapse:collapse;background:#fff}td,th{padding:4px 10px;border:1px solid #ddd;text-align:left}
tr.fail td{background:#fde2e1;color:#8a1410;font-weight:600}.swatch{display:inline-block;padding:2px 8px;border:1px solid #ccc}
.grid{display:flex;flex-wrap:wrap;gap:16px}.shot{margin:0;width:200px;background:#fff;padding:8px;border-radius:8px}
.shot .pair{display:flex;gap:4px}.shot img{width:100%;border:1px solid #ddd;cursor:zoom-in;display:block}
body.side .shot{width:400px}body.side .shot img{width:196px}
figcaption{display:flex;flex-direction:column;gap:2px;margin-top:6px}figcaption code{color:#555;word-break:break-all}
.how{color:#555}.axe{margin:0}.axe.ok{color:#1f6b1f}.axe.bad{color:#8a1410}
.problems{background:#fde2e1;padding:8px 16px}
#viewer{position:fixed;inset:0;background:rgba(0,0,0,.85);display:none;justify-content:center;align-items:flex-start;overflow:auto;padding:24px;gap:16px}
#viewer.on{display:flex}#viewer img{max-width:45vw;background:#fff}
#viewer button{position:fixed;top:12px;right:16px;font-size:16px}`;

/**
 * The script of the page, from the file system (no server): a click opens the full screenshot (and
 * the other tenant's beside it when the toggle is on); the toggle puts another tenant's shot of the
 * same screen next to each.
 */
const SCRIPT = `const select=document.getElementById('other');
function other(file){return select.value?'../'+select.value+'/shots/'+file:null}
select.addEventListener('change',()=>{document.body.classList.toggle('side',select.value!=='');
document.querySelectorAll('.shot').forEach((card)=>{card.querySelector('.other')?.remove();const src=other(card.dataset.file);if(!src)return;
const img=document.createElement('img');img.className='other';img.src=src;img.alt=select.value+' 的同一页面';img.onerror=()=>{img.alt=select.value+' 没有这一页';};
card.querySelector('.pair').appendChild(img);});});
const viewer=document.getElementById('viewer');
document.addEventListener('click',(event)=>{const link=event.target.closest('a.open');if(!link)return;event.preventDefault();
const file=link.closest('.shot').dataset.file;viewer.querySelectorAll('img').forEach((img)=>img.remove());
for(const src of [link.getAttribute('href'),other(file)].filter(Boolean)){const img=document.createElement('img');img.src=src;img.alt=src;viewer.appendChild(img);}
viewer.classList.add('on');viewer.querySelector('button').focus();});
viewer.querySelector('button').addEventListener('click',()=>viewer.classList.remove('on'));
document.addEventListener('keydown',(event)=>{if(event.key==='Escape')viewer.classList.remove('on');});`;

/** gallery/<type>/index.html: the contrast table, then every shot by family. */
export function galleryHtml(page: GalleryPage): string {
  const others = page.tenants.filter((type) => type !== page.type);
  const count = page.groups.reduce((sum, group) => sum + group.shots.length, 0);
  const failing = page.contrast.filter((pair) => !pair.passes).length;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.title)}（${escapeHtml(page.type)}）页面画廊</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(page.title)}（${escapeHtml(page.type)}）</h1>
<p>${count} 张截图，生成于 ${escapeHtml(page.builtAt)}，用时 ${Math.round(page.seconds)} 秒。
<label>并排对比：<select id="other"><option value="">不对比</option>${others.map((type) => `<option value="${escapeHtml(type)}">${escapeHtml(type)}</option>`).join('')}</select></label></p>
<h2>主题颜色对比度（WCAG 2.1 AA 要求 4.5:1）${failing > 0 ? `：${failing} 组不达标` : ''}</h2>
<table><thead><tr><th>示例</th><th>文字</th><th>背景</th><th>对比度</th><th>结果</th></tr></thead><tbody>
${contrastRows(page.contrast)}
</tbody></table>
${page.problems.length > 0 ? `<div class="problems"><h2>未能展示</h2><ul>${page.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>` : ''}
${page.groups
  .filter((group) => group.shots.length > 0)
  .map(
    (group) =>
      `<h2>${escapeHtml(group.name)}（${group.shots.length}）</h2>\n<div class="grid">\n${group.shots.map(shotCard).join('\n')}\n</div>`,
  )
  .join('\n')}
<div id="viewer" role="dialog" aria-label="完整截图"><button type="button">关闭</button></div>
<script>${SCRIPT}</script>
</body></html>
`;
}
