/** Common given names, family names and street names per language, for people and addresses that read as local. */
export const FIRST_NAMES: Readonly<Record<string, readonly string[]>> = {
  de: ['Anna', 'Lukas', 'Sarah', 'Jonas', 'Laura', 'Daniel', 'Julia', 'Michael', 'Lea', 'Thomas', 'Nina', 'Stefan', 'Sandra', 'Marco', 'Claudia', 'Andreas', 'Katrin', 'Simon', 'Eva', 'Patrick'],
  fr: ['Camille', 'Lucas', 'Manon', 'Hugo', 'Léa', 'Nicolas', 'Chloé', 'Julien', 'Sophie', 'Antoine', 'Émilie', 'Thomas', 'Céline', 'Mathieu', 'Claire', 'Olivier', 'Aurélie', 'Pierre', 'Marie', 'Laurent'],
  it: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Valentina', 'Andrea', 'Elena', 'Davide', 'Martina', 'Simone', 'Federica', 'Paolo', 'Laura', 'Stefano', 'Silvia', 'Roberto'],
  es: ['Lucía', 'Javier', 'María', 'Carlos', 'Paula', 'Alejandro', 'Laura', 'David', 'Marta', 'Pablo', 'Elena', 'Sergio', 'Carmen', 'Daniel', 'Ana', 'Miguel', 'Cristina', 'Jorge', 'Sara', 'Raúl'],
  pt: ['Beatriz', 'João', 'Mariana', 'Tiago', 'Inês', 'Rui', 'Ana', 'Pedro', 'Catarina', 'Miguel', 'Sofia', 'Nuno', 'Rita', 'André', 'Joana', 'Ricardo', 'Marta', 'Diogo', 'Carla', 'Luís'],
  en: ['Emma', 'James', 'Olivia', 'William', 'Sophie', 'Oliver', 'Charlotte', 'Henry', 'Amelia', 'George', 'Grace', 'Edward', 'Lucy', 'Thomas', 'Hannah', 'Jack'],
};

export const LAST_NAMES: Readonly<Record<string, readonly string[]>> = {
  de: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Fischer', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Wolf', 'Graf'],
  fr: ['Martin', 'Bernard', 'Dubois', 'Durand', 'Lefebvre', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Garnier', 'Rousseau', 'Blanc', 'Fontaine', 'Chevalier', 'Perrin', 'Morel', 'Girard', 'Bonnet', 'Favre', 'Rochat'],
  it: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa', 'Fontana', 'Rinaldi', 'Moretti', 'Lombardi', 'Barbieri'],
  es: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez'],
  pt: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Jesus', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho'],
  en: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Evans', 'Walker', 'Wright', 'Thompson', 'Hughes', 'Clarke'],
};

/** Street names as they appear in addresses; the house number is placed the local way (see formatAddress). */
export const STREETS: Readonly<Record<string, readonly string[]>> = {
  de: ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Seestrasse', 'Kirchweg', 'Schulstrasse', 'Gartenstrasse', 'Lindenweg', 'Bergstrasse', 'Rosenweg', 'Mühlegasse', 'Sonnenbergstrasse', 'Waldweg', 'Poststrasse', 'Feldstrasse'],
  fr: ['rue de la Gare', 'avenue Victor-Hugo', 'rue du Lac', 'chemin des Vignes', 'rue de la République', 'boulevard Pasteur', 'rue des Écoles', 'place du Marché', 'avenue Jean-Jaurès', 'rue du Moulin', 'chemin des Pâquerettes', 'rue Voltaire', 'allée des Tilleuls', 'rue de l’Église', 'avenue de la Paix'],
  it: ['Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Corso Italia', 'Via Dante Alighieri', 'Via Verdi', 'Via Cavour', 'Piazza della Repubblica', 'Via Marconi', 'Via dei Mille', 'Via XX Settembre', 'Via San Francesco', 'Viale dei Tigli', 'Via del Lago', 'Via Manzoni'],
  es: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Calle del Sol', 'Paseo de la Castellana', 'Calle de la Iglesia', 'Avenida de Andalucía', 'Calle San José', 'Plaza de España', 'Calle Nueva', 'Calle del Mar', 'Avenida del Puerto', 'Calle Cervantes', 'Calle de la Paz', 'Ronda de Valencia'],
  pt: ['Rua Augusta', 'Avenida da Liberdade', 'Rua da Igreja', 'Rua do Comércio', 'Rua de Santa Catarina', 'Avenida da República', 'Rua das Flores', 'Largo do Município', 'Rua do Mar', 'Travessa do Carmo', 'Rua Direita', 'Avenida 25 de Abril', 'Rua da Escola', 'Rua do Sol', 'Rua Nova'],
};

/** Number before the street in French and English addresses, after it elsewhere. */
export function formatAddress(language: string, street: string, number: number): string {
  return language === 'fr' ? `${number} ${street}` : language === 'es' || language === 'it' ? `${street}, ${number}` : `${street} ${number}`;
}
