import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { oneFormApproach } from './form-state.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('one-form-approach', oneFormApproach, {
  valid: [
    // react-hook-form holds the fields.
    `function Good() {
      const { register, handleSubmit } = useForm();
      return <Form onSubmit={handleSubmit(save)}><Form.Control {...register('name')} /></Form>;
    }`,
    // A hook of the kit that wraps useForm counts.
    `const Message = () => {
      const form = useMessageForm();
      return <form onSubmit={form.submit} />;
    };`,
    // A list's URL setter (the list kit's view) is not a field's state.
    `function Filters({ view }) {
      return <Form.Select value={view.sort} onChange={(e) => view.setSort(e.target.value)} />;
    }`,
    // A setter that is not a useState's.
    `function Times({ setTimes }) {
      return <Form.Control onChange={(e) => setTimes(e.target.value)} />;
    }`,
  ],
  invalid: [
    {
      code: `function Bad() {
        const [name, setName] = useState('');
        return (
          <Form onSubmit={() => save(name)}>
            <Form.Control value={name} onChange={(e) => setName(e.target.value)} />
          </Form>
        );
      }`,
      errors: [{ messageId: 'formWithoutHook' }, { messageId: 'setterOnChange' }],
    },
    {
      code: `function Choice() {
        const [kind, setKind] = useState('a');
        return <input type="radio" onChange={setKind} />;
      }`,
      errors: [{ messageId: 'setterOnChange' }],
    },
    {
      // The hook of another component in the file does not cover this one.
      code: `function A() { useForm(); return null; }
      function B() { return <form onSubmit={go} />; }`,
      errors: [{ messageId: 'formWithoutHook' }],
    },
  ],
});
