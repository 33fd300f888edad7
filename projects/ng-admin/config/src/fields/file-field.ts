import { defineSettings, type Setting } from '../setting';
import { recordRule } from '../setting-rules';
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
  constructor(name: string, type = 'file') {
    super(name, type);
  }

  /** Upload settings; default `{}` (no upload URL configured). Replaces previous ones. */
  declare uploadInformation: Setting<UploadInformation, this, [information: UploadInformation]>;

  static {
    defineSettings<FileField>(this.prototype, {
      uploadInformation: recordRule<UploadInformation>(),
    });
  }
}
