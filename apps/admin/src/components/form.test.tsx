import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorCreateRequestSchema } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api';
import { apiRefusal, mockApi, renderWithApp } from '../test/render';
import { Form, SelectField, TextField, useZodForm } from './form';

function CreateForm({ done }: { done: (v: unknown) => void }) {
  const form = useZodForm(operatorCreateRequestSchema, { username: '', password: '', role: 'support' });
  return (
    <Form
      form={form}
      submitLabel="Add"
      onSubmit={async (values) => {
        done(await api.post('/admin/operators', values));
      }}
    >
      <TextField name="username" label="Username" />
      <TextField name="password" label="Password" type="password" />
      <SelectField
        name="role"
        label="Role"
        options={[
          { value: 'support', label: 'Support' },
          { value: 'viewer', label: 'Viewer' },
        ]}
      />
    </Form>
  );
}

describe('Form', () => {
  it('checks with the contracts schema before sending anything', async () => {
    const calls = mockApi({});
    renderWithApp(<CreateForm done={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('3 to 32 letters, digits or underscores')).toBeTruthy();
    expect(screen.getByText('at least 8 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    const calls = mockApi({
      'POST /admin/operators': apiRefusal(
        409,
        'operator.username.taken',
        'This username is taken.',
        'username',
      ),
    });
    renderWithApp(<CreateForm done={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Username'), 'support02');
    await userEvent.type(screen.getByLabelText('Password'), 'Lotus2026x');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const error = await screen.findByText('This username is taken.');
    expect(error.closest('.field')?.querySelector('input')?.id).toBe('f-username');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(calls[0]?.body).toEqual({ username: 'support02', password: 'Lotus2026x', role: 'viewer' });
  });

  it('shows a refusal naming no field of the form above the buttons', async () => {
    mockApi({ 'POST /admin/operators': apiRefusal(403, 'forbidden', 'Your role may not do this.') });
    renderWithApp(<CreateForm done={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Username'), 'support02');
    await userEvent.type(screen.getByLabelText('Password'), 'Lotus2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe('Your role may not do this.');
    expect(problem.className).toBe('form-problem');
  });
});
