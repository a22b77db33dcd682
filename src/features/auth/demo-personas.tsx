import { Button } from '@/components/ui/button';
import { useDemoPersonas } from './api/get-demo-personas';
import './sign-in.css';

/** On the sandbox, one click signs in as each demo persona. */
export function DemoPersonas({ onChoose, disabled }: { onChoose: (key: string) => void; disabled: boolean }) {
  const personas = useDemoPersonas(true);
  if (personas.isPending || personas.isError) return null;
  return (
    <section className="personas" aria-labelledby="personas-heading">
      <h2 id="personas-heading">Demo personas</h2>
      <ul>
        {personas.data.map((persona) => (
          <li key={persona.id}>
            <Button disabled={disabled} onClick={() => onChoose(persona.key)}>
              Sign in as {persona.title}
            </Button>
            <span className="muted">{persona.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
