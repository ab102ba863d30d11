import { onHttpClient } from '@campus/core';
import type { FileRef } from '@campus/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentList } from './attachment-list.tsx';
import { AttachmentUploader } from './attachment-uploader.tsx';

const RECEIPT: FileRef = { id: 'f-receipt', name: '停车费.png', mime: 'image/png', size: 2048, created_time: '2026-11-25 09:00:00' };
const LICENCE: FileRef = {
  id: 'f-licence',
  name: '行驶证.pdf',
  mime: 'application/pdf',
  size: 300_000,
  created_time: '2026-11-25 09:01:00',
};

// The real axios client (token, catalogue) with an adapter in place of the network.
const sent: InternalAxiosRequestConfig[] = [];
let answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown } = () => ({ status: 200, data: null });
onHttpClient((instance) => {
  instance.defaults.adapter = async (config) => {
    sent.push(config);
    const { status, data } = answer(config);
    if (status >= 400) throw Object.assign(new Error(`HTTP ${String(status)}`), { response: { status, data, headers: {}, config } });
    return { data, status, statusText: 'OK', headers: {}, config };
  };
});

beforeEach(() => {
  sent.length = 0;
  answer = (config) => (config.responseType === 'blob' ? { status: 200, data: new Blob(['bytes']) } : { status: 200, data: null });
});
afterEach(cleanup);

function chooseFiles(files: File[]) {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

describe('AttachmentUploader (issue 11: the shared uploader)', () => {
  it('uploads a chosen photo to the files service and hands the form its ref', async () => {
    const uploaded: FileRef = { ...RECEIPT, id: 'f-new', name: '发票.jpg', mime: 'image/jpeg' };
    answer = (config) => (config.url === '/9077/api/files/' ? { status: 201, data: uploaded } : { status: 200, data: new Blob(['x']) });
    const onChange = vi.fn();
    render(<AttachmentUploader value={[]} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '上传' })).toBeTruthy();
    chooseFiles([new File(['jpeg bytes'], '发票.jpg', { type: 'image/jpeg' })]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([uploaded]));
    // found by its address: the client is the app's one, which a screen of another file may still call
    expect(sent.find((config) => config.url === '/9077/api/files/')?.data).toBeInstanceOf(FormData);
  });

  it('names every thumbnail after its file (WCAG 1.1.1: antd draws them without alt)', async () => {
    render(<AttachmentUploader value={[RECEIPT, LICENCE]} onChange={vi.fn()} accept="image-or-pdf" />);
    await waitFor(() => expect(screen.getByAltText('停车费.png')).toBeTruthy());
    expect(screen.getByAltText('行驶证.pdf')).toBeTruthy();
    expect([...document.querySelectorAll('.adm-image-uploader-cell img')].every((img) => img.getAttribute('alt'))).toBe(true);
  });

  it('refuses at once, in the server words, a file too large or of another type; nothing is sent', async () => {
    const onChange = vi.fn();
    render(<AttachmentUploader value={[]} onChange={onChange} accept="image" />);
    chooseFiles([new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })]);
    await screen.findByText('只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    chooseFiles([big]);
    await screen.findByText('文件不能超过 10 MB');
    expect(sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's field message when it refuses the bytes", async () => {
    answer = () => ({ status: 400, data: { file: ['只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件'] } });
    const onChange = vi.fn();
    render(<AttachmentUploader value={[]} onChange={onChange} />);
    chooseFiles([new File(['<svg/>'], 'a.png', { type: 'image/png' })]);
    await screen.findByText('只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件');
    // antd reports its unchanged list; no file reaches the form
    expect(onChange.mock.calls.flatMap(([files]) => files as FileRef[])).toEqual([]);
  });

  it('lists the chosen files with a named delete mark; read-only hides both the mark and the add button', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<AttachmentUploader value={[RECEIPT, LICENCE]} onChange={onChange} accept="image-or-pdf" />);
    const marks = screen.getAllByRole('button', { name: '删除附件' });
    expect(marks).toHaveLength(2);
    await act(async () => {
      fireEvent.click(marks[0] as HTMLElement);
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([LICENCE]));
    rerender(<AttachmentUploader value={[RECEIPT]} disabled />);
    expect(screen.queryByRole('button', { name: '删除附件' })).toBeNull();
    expect(screen.queryByRole('button', { name: '上传' })).toBeNull();
  });
});

describe('AttachmentList', () => {
  it('names each tile; an image opens the viewer with its bytes fetched with the token, a PDF opens in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    // ids no other test fetched: the page keeps each file's bytes once fetched
    const photo = { ...RECEIPT, id: 'f-photo' };
    render(<AttachmentList files={[photo, { ...LICENCE, id: 'f-doc' }]} />);
    const image = screen.getByRole('button', { name: '查看图片 停车费.png（2 KB）' });
    await waitFor(() => expect(sent.some((config) => config.url === '/9077/api/files/f-photo/content/')).toBe(true));
    await waitFor(() => expect(document.querySelector('img[src^="blob:"]')).not.toBeNull());
    fireEvent.click(image);
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '打开文件 行驶证.pdf（293 KB）' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank', 'noopener'));
    open.mockRestore();
  });

  it('says so when there is nothing', () => {
    render(<AttachmentList files={[]} empty="无附件" />);
    expect(screen.getByText('无附件')).toBeTruthy();
  });
});
