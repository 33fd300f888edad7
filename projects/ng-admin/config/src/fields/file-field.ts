import { ensurePlainObject } from '../config-errors';
import { Field } from './field';

/**
 * Upload settings of a file field. `url` is where the view layer uploads the file and
 * `apifilename` names the property of the upload response holding the file name the
 * server assigned; other keys are passed to the upload as they are.
 *
 * @usageNotes
 * ```ts
 * const upload: UploadInformation = { url: '/upload', accept: 'image/*', apifilename: 'name' };
 * ```
 */
export interface UploadInformation {
  url?: string;
  accept?: string;
  apifilename?: string;
  [option: string]: unknown;
}

/**
 * A file field: a file input that uploads the chosen file, the value being its name.
 *
 * @usageNotes
 * ```ts
 * admin.field('picture', 'file').uploadInformation({ url: '/upload', apifilename: 'filename' });
 * ```
 */
export class FileField extends Field {
  private _uploadInformation: UploadInformation = {};

  constructor(name: string, type = 'file') {
    super(name, type);
  }

  /** Upload settings; default `{}` (no upload URL configured). Replaces previous ones. */
  uploadInformation(): UploadInformation;
  uploadInformation(information: UploadInformation): this;
  uploadInformation(...args: [information?: UploadInformation]): UploadInformation | this {
    if (args.length === 0) return this._uploadInformation;
    this._uploadInformation = {
      ...ensurePlainObject<UploadInformation>(this, 'uploadInformation', args[0]),
    };
    return this;
  }
}
