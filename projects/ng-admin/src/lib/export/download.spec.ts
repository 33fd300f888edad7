import { downloadText } from './download';

describe('downloadText', () => {
  let blobs: Blob[];
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    blobs = [];
    clicked = [];
    spyOn(URL, 'createObjectURL').and.callFake((blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    spyOn(URL, 'revokeObjectURL');
    spyOn(HTMLAnchorElement.prototype, 'click').and.callFake(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  it('downloads the text as a file through a temporary link', async () => {
    downloadText('posts.csv', 'a,b');
    expect(clicked.length).toBe(1);
    expect(clicked[0].download).toBe('posts.csv');
    expect(clicked[0].href).toBe('blob:test');
    expect(clicked[0].isConnected).toBeFalse();
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0].text()).toBe('a,b');
    await new Promise((resolve) => setTimeout(resolve));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test');
  });

  it('can start the file with a UTF-8 byte order mark', async () => {
    downloadText('posts.csv', 'é', 'text/csv;charset=utf-8', { bom: true });
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect(Array.from(bytes)).toEqual([0xef, 0xbb, 0xbf, 0xc3, 0xa9]);
  });

  it('uses the given MIME type', () => {
    downloadText('data.json', '{}', 'application/json');
    expect(blobs[0].type).toBe('application/json');
  });
});
