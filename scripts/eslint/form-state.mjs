/**
 * `local/one-form-approach`: a screen's form keeps its fields in react-hook-form with the
 * contract's schema (ADR 0066), not in a state per field checked by hand. Two shapes of the old
 * way are refused: a `<Form onSubmit>` (or `<form onSubmit>`) in a component that calls no
 * form hook (`useForm`, or a hook of the kit named `use...Form`), and a form control whose
 * onChange calls a setter of the file's `useState` (`const [name, setName] = useState('')`). A search box or a filter is not a form: the files
 * holding them are listed as exceptions in eslint.config.js, each with its reason.
 */
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const CONTROLS = new Set([
  'Form.Control',
  'Form.Select',
  'Form.Check',
  'Form.Switch',
  'input',
  'select',
  'textarea',
]);
const FORMS = new Set(['Form', 'form']);
const FORM_HOOK = /^use(\w*Form|FieldArray)$/;

function elementName(name) {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXMemberExpression')
    return `${elementName(name.object)}.${name.property.name}`;
  return '';
}

function functionName(node) {
  if (node.id?.name) return node.id.name;
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier')
    return parent.id.name;
  return null;
}

/** The component a node is drawn in: the nearest function named with a capital, else the outermost. */
function componentOf(node) {
  let outermost = null;
  for (let at = node.parent; at; at = at.parent) {
    if (!FUNCTIONS.has(at.type)) continue;
    if (/^[A-Z]/.test(functionName(at) ?? '')) return at;
    outermost = at;
  }
  return outermost;
}

/**
 * Whether a subtree holds a call whose callee is named as `test` says; a method (`view.setSort`,
 * the list kit's URL setters) counts only with `methods`.
 */
function calls(node, test, visitorKeys, methods = true) {
  let found = false;
  const walk = (n) => {
    if (found || !n || typeof n.type !== 'string') return;
    if (n.type === 'CallExpression') {
      const callee = n.callee.type === 'MemberExpression' && methods ? n.callee.property : n.callee;
      if (callee.type === 'Identifier' && test(callee.name)) {
        found = true;
        return;
      }
    }
    for (const key of visitorKeys[n.type] ?? []) {
      const child = n[key];
      if (Array.isArray(child)) child.forEach(walk);
      else walk(child);
    }
  };
  walk(node);
  return found;
}

export const oneFormApproach = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      formWithoutHook:
        'Keep a form in react-hook-form with the contract schema (useForm and zodResolver, fields through TextField and fieldProps), not a state per field.',
      setterOnChange:
        "A form control's value lives in react-hook-form (register or Controller), not in a state setter.",
    },
  },
  create(context) {
    const visitorKeys = context.sourceCode.visitorKeys;
    const setters = new Set();
    return {
      VariableDeclarator(node) {
        const init = node.init;
        if (
          init?.type === 'CallExpression' &&
          init.callee.type === 'Identifier' &&
          init.callee.name === 'useState' &&
          node.id.type === 'ArrayPattern' &&
          node.id.elements[1]?.type === 'Identifier'
        ) {
          setters.add(node.id.elements[1].name);
        }
      },
      JSXOpeningElement(node) {
        const name = elementName(node.name);
        const attribute = (key) =>
          node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === key);
        if (FORMS.has(name) && attribute('onSubmit')) {
          const component = componentOf(node);
          if (!component || !calls(component.body, (n) => FORM_HOOK.test(n), visitorKeys)) {
            context.report({ node, messageId: 'formWithoutHook' });
          }
        }
        const onChange = attribute('onChange');
        if (CONTROLS.has(name) && onChange?.value?.type === 'JSXExpressionContainer') {
          const handler = onChange.value.expression;
          const setter =
            (handler.type === 'Identifier' && setters.has(handler.name)) ||
            (FUNCTIONS.has(handler.type) &&
              calls(handler.body, (n) => setters.has(n), visitorKeys, false));
          if (setter) context.report({ node: onChange, messageId: 'setterOnChange' });
        }
      },
    };
  },
};
