import { Field } from './field';

/**
 * A password field: masked input in forms.
 *
 * @usageNotes
 * ```ts
 * admin.field('password', 'password').validation({ minlength: 8 });
 * ```
 */
export class PasswordField extends Field {
  constructor(name: string, type = 'password') {
    super(name, type);
  }
}
