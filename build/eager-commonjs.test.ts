import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from './eager-commonjs.ts';

const RUNTIME = 'import{a as e,t}from"./rolldown-runtime-x.js";';

describe('CommonJS wrappers compiled with their chunk (issue 10: React DOM parsed off the main thread)', () => {
  it('writes each wrapper of the runtime’s helper as a parenthesized function, which V8 compiles eagerly', () => {
    const code = `${RUNTIME}var n=t((e=>{e.x=1})),r=t(((e,t)=>{t.exports=n()})),i=e(r(),1);export{i};`;
    expect(eagerCommonJs(code)).toBe(
      `${RUNTIME}var n=t(((function(e){e.x=1}))),r=t(((function(e,t){t.exports=n()}))),i=e(r(),1);export{i};`,
    );
  });

  it('keeps positions right after text that is not ASCII', () => {
    const code = `${RUNTIME}var s="✓ 登录",n=t(e=>{e.s=s});`;
    expect(eagerCommonJs(code)).toBe(`${RUNTIME}var s="✓ 登录",n=t((function(e){e.s=s}));`);
  });

  it('leaves an arrow whose own `this` or `arguments` a function would rebind, and arrows of other callees', () => {
    const code = `${RUNTIME}var n=t(e=>{this.x=e}),a=t(e=>{e.y=arguments}),m=t(e=>{e.f=function(){return this}}),o=memo(e=>{e.z=1});`;
    expect(eagerCommonJs(code)).toBe(
      `${RUNTIME}var n=t(e=>{this.x=e}),a=t(e=>{e.y=arguments}),m=t((function(e){e.f=function(){return this}})),o=memo(e=>{e.z=1});`,
    );
  });

  it('leaves a chunk that imports nothing from the runtime as it is', () => {
    const code = 'var n=t(e=>{e.x=1});export{n};';
    expect(eagerCommonJs(code)).toBe(code);
  });
});
