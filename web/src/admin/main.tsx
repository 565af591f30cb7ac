import { createRoot } from 'react-dom/client'
import { StrictMode } from 'react'
import { ConsoleApp } from './ConsoleApp'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  )
}
