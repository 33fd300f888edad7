import { HttpEventType, provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { TestBed } from '@angular/core/testing';
import { FormControl } from '@angular/forms';
import { MatProgressBarHarness } from '@angular/material/progress-bar/testing';
import { admin, type FileField } from '@ng-admin/core/config';
import { NgaFileInput } from './file-input';

describe('NgaFileInput', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  function pictureField(): FileField {
    return admin
      .field('picture', 'file')
      .label('Picture')
      .uploadInformation({ url: '/api/upload', accept: 'image/*', apifilename: 'name' });
  }

  async function setup(control: FormControl<unknown>, field: FileField = pictureField()) {
    const fixture = TestBed.createComponent(NgaFileInput);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    const picker = element.querySelector('input[type=file]') as HTMLInputElement;
    const choose = (name = 'photo.png') => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['image bytes'], name, { type: 'image/png' }));
      picker.files = transfer.files;
      picker.dispatchEvent(new Event('change'));
    };
    return { fixture, element, picker, choose, loader: TestbedHarnessEnvironment.loader(fixture) };
  }

  it('posts the chosen file as multipart data, shows the progress, then stores the server name', async () => {
    const control = new FormControl<unknown>('old.png');
    const { fixture, element, choose, loader } = await setup(control);
    choose();
    const request = http.expectOne('/api/upload');
    expect(request.request.method).toBe('POST');
    expect(request.request.reportProgress).toBeTrue();
    const body = request.request.body as FormData;
    expect((body.get('file') as File).name).toBe('photo.png');
    expect(control.pending).toBeTrue();

    request.event({ type: HttpEventType.UploadProgress, loaded: 50, total: 100 });
    await fixture.whenStable();
    const progress = await loader.getHarness(MatProgressBarHarness);
    expect(await progress.getValue()).toBe(50);
    expect(element.querySelector('.nga-file-input-percent')?.textContent).toBe('50%');

    request.flush(JSON.stringify({ name: 'picture-1234.png' }));
    await fixture.whenStable();
    expect(control.value).toBe('picture-1234.png');
    expect(control.dirty).toBeTrue();
    expect(control.valid).toBeTrue();
    expect(element.querySelector('mat-progress-bar')).toBeNull();
    expect(element.querySelector('.nga-file-input-name')?.textContent).toBe('picture-1234.png');
  });

  it('keeps the previous value and sets an upload error when the upload fails', async () => {
    const control = new FormControl<unknown>('old.png');
    const { fixture, element, choose } = await setup(control);
    choose();
    http
      .expectOne('/api/upload')
      .flush('Too large', { status: 413, statusText: 'Payload Too Large' });
    await fixture.whenStable();
    expect(control.value).toBe('old.png');
    expect(control.errors?.['upload']).toBe(
      '"photo.png" could not be uploaded (error 413 Payload Too Large).',
    );
    expect(element.querySelector('[role=alert]')?.textContent?.trim()).toBe(
      control.errors?.['upload'],
    );
    expect(element.querySelector('mat-progress-bar')).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    const control = new FormControl<unknown>(null);
    const { choose } = await setup(control);
    choose();
    http.expectOne('/api/upload').error(new ProgressEvent('error'));
    expect(control.value).toBeNull();
    expect(control.errors?.['upload']).toContain('unreachable');
  });

  it("reads the name from 'filename' when apifilename is not configured", async () => {
    const control = new FormControl<unknown>(null);
    const field = admin.field('doc', 'file').uploadInformation({ url: '/api/upload' });
    const { choose } = await setup(control, field);
    choose('report.pdf');
    http.expectOne('/api/upload').flush(JSON.stringify({ filename: 'report-1.pdf' }));
    expect(control.value).toBe('report-1.pdf');
  });

  it('keeps the original file name when the response does not name the file', async () => {
    const control = new FormControl<unknown>(null);
    const { choose } = await setup(control);
    choose('report.pdf');
    http.expectOne('/api/upload').flush('OK');
    expect(control.value).toBe('report.pdf');
  });

  it('sets an upload error without an upload URL', async () => {
    const control = new FormControl<unknown>('old.png');
    const { choose } = await setup(control, admin.field('doc', 'file'));
    choose();
    http.expectNone('/api/upload');
    expect(control.value).toBe('old.png');
    expect(control.hasError('upload')).toBeTrue();
  });

  it('opens the hidden file chooser from a labelled button, restricted by accept', async () => {
    const { element, picker } = await setup(new FormControl<unknown>(null));
    expect(picker.getAttribute('accept')).toBe('image/*');
    const click = spyOn(picker, 'click');
    const button = element.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Choose a file: Picture');
    button.click();
    expect(click).toHaveBeenCalled();
  });

  it('shows the current file and removes it with a labelled button', async () => {
    const control = new FormControl<unknown>('/uploads/old.png');
    const { fixture, element } = await setup(control);
    expect(element.querySelector('.nga-file-input-name')?.textContent).toBe('old.png');
    const remove = element.querySelector<HTMLButtonElement>('button[aria-label="Remove old.png"]');
    remove?.click();
    await fixture.whenStable();
    expect(control.value).toBeNull();
    expect(control.dirty).toBeTrue();
    expect(element.querySelector('.nga-file-input-name')).toBeNull();
  });

  it('disables its buttons when the control is disabled', async () => {
    const control = new FormControl<unknown>({ value: 'old.png', disabled: true });
    const { element } = await setup(control);
    const buttons = Array.from(element.querySelectorAll('button'));
    expect(buttons.length).toBe(2);
    expect(buttons.every((button) => button.disabled)).toBeTrue();
  });
});
